import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { Link } from '@tanstack/react-router';
import { FRAME_TEXT, MAIN_NAV, TOP_BAR_LINKS } from '../../content/navigation';
import { SITE } from '../../shared/content/site';
import { ContactLinks } from './contact-links';
import { InstallOffer } from '../install/install-offer';
import { MOBILE_MENU_ID, MobileMenu } from './mobile-menu';
import classes from './site-header.module.css';

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

/** Top bar, logo, search, cart and the main navigation. */
export function SiteHeader({ search, cart, status, menuTool }: SiteHeaderProps) {
  const menu = useRef<HTMLDivElement>(null);
  // Unknown until hydrated: until then the button leaves its expanded state to the browser, which
  // reads it from the popover the button opens.
  const [menuOpened, setMenuOpened] = useState<boolean>();
  const [menuUsed, setMenuUsed] = useState(false);
  useEffect(() => {
    const element = menu.current;
    if (!element) return;
    // The menu may have been opened before the page was hydrated.
    const follow = () => {
      const open = element.matches(':popover-open');
      setMenuOpened(open);
      if (open) setMenuUsed(true);
    };
    follow();
    element.addEventListener('toggle', follow);
    return () => element.removeEventListener('toggle', follow);
  }, []);
  const closeMenu = () => {
    if (menu.current?.matches(':popover-open')) menu.current.hidePopover();
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
          <button type="button" className={classes.burger} popoverTarget={MOBILE_MENU_ID} aria-label={FRAME_TEXT.menuOpen} aria-expanded={menuOpened} aria-haspopup="dialog">
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

      <MobileMenu menuRef={menu} onClose={closeMenu} tool={menuTool} toolShown={menuUsed} />
    </header>
  );
}
