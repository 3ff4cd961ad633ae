import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { FRAME_TEXT, MAIN_NAV, TOP_BAR_LINKS } from '../../content/navigation';
import { SITE } from '../../shared/content/site';
import { useInstallOffer } from '../../lib/install-offer';
import { ContactLinks } from './contact-links';
import classes from './site-header.module.css';

const loadMobileMenu = () => import('./mobile-menu');
// Most first visits have nothing to install from: the entry loads once the browser offers it.
const InstallEntry = lazy(() => import('../install/install-entry').then((module) => ({ default: module.InstallEntry })));
// The drawer is only needed once the menu is opened on a small screen: kept out of the first load.
const MobileMenu = lazy(loadMobileMenu);

interface SiteHeaderProps {
  /** The live search box. */
  search: ReactNode;
  /** The cart link with its item count. */
  cart: ReactNode;
  /** Connection and outbox state, shown beside the cart when there is something to say. */
  status?: ReactNode;
  /** An app tool the menu offers as one tap. */
  menuTool?: ComponentType<{ className: string }>;
}

/**
 * The install entry, once this browser offers one. The offer is read after hydration, so this,
 * not the whole header, renders again then.
 */
function InstallOffer({ className }: { className: string }) {
  const installOffer = useInstallOffer();
  return (
    installOffer && (
      <Suspense fallback={null}>
        <InstallEntry className={className} />
      </Suspense>
    )
  );
}

/** Top bar, logo, search, cart and the main navigation. */
export function SiteHeader({ search, cart, status, menuTool }: SiteHeaderProps) {
  const [menuOpened, setMenuOpened] = useState(false);
  const [menuRequested, setMenuRequested] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  // Where the menu button shows (a small screen), it is often the first thing tapped: its drawer
  // loads once the page has hydrated rather than after the tap.
  useEffect(() => {
    if (burger.current?.offsetParent) void loadMobileMenu();
  }, []);

  const openMenu = () => {
    setMenuRequested(true);
    setMenuOpened(true);
  };

  return (
    <header className={classes.header}>
      <div className={classes.topBar}>
        <div className={classes.inner}>
          <nav aria-label={FRAME_TEXT.quickLinks} className={classes.quickLinks}>
            {TOP_BAR_LINKS.map(({ label, ...link }) => (
              <Link key={label} {...link} className={classes.quickLink}>
                {label}
              </Link>
            ))}
            <InstallOffer className={classes.quickLink} />
          </nav>
          <ContactLinks className={classes.contact} linkClassName={classes.contactLink} />
        </div>
      </div>

      <div className={classes.inner}>
        <div className={classes.mainRow}>
          {/* Drawn by hand: Mantine's Burger would bring its styling runtime into the first load. */}
          <button
            ref={burger}
            type="button"
            className={classes.burger}
            onClick={openMenu}
            onPointerEnter={() => void loadMobileMenu()}
            aria-label={FRAME_TEXT.menuOpen}
            aria-expanded={menuOpened}
            aria-haspopup="dialog"
          >
            <span className={classes.burgerLines} aria-hidden="true" />
          </button>
          <Link to="/" className={classes.logo} aria-label={FRAME_TEXT.home}>
            <img src="/brand/logo.svg" alt={SITE.name} width={188} height={44} />
          </Link>
          <div className={classes.search}>{search}</div>
          <div className={classes.cart}>
            {status}
            {cart}
          </div>
        </div>
      </div>

      <nav aria-label={FRAME_TEXT.mainNav} className={classes.nav}>
        <ul className={classes.inner}>
          {MAIN_NAV.map(({ label, ...link }) => (
            <li key={label}>
              <Link {...link} className={classes.navLink} activeOptions={{ includeSearch: true, exact: true }}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      {menuRequested && (
        <Suspense fallback={null}>
          <MobileMenu opened={menuOpened} onClose={() => setMenuOpened(false)} tool={menuTool} />
        </Suspense>
      )}
    </header>
  );
}
