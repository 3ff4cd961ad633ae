import { Link } from '@tanstack/react-router';
import { Suspense, type ComponentType, type RefObject } from 'react';
import { BOOTH_LINK } from '../../content/booth-link';
import { FRAME_TEXT, MAIN_NAV, OFFLINE_LINK, OUTBOX_LINK, TOP_BAR_LINKS } from '../../content/navigation';
import { usePendingCount } from '../../lib/outbox/page/view-store';
import { pendingLabel } from '../../lib/outbox/texts';
import { InstallOffer } from '../install/install-offer';
import { ContactLinks } from './contact-links';
import classes from './mobile-menu.module.css';

/** The menu's element id, which its opener names as the popover it shows. */
export const MOBILE_MENU_ID = 'site-menu';

interface MobileMenuProps {
  menuRef: RefObject<HTMLDivElement | null>;
  /** Hides the menu: a link followed inside the page leaves it open otherwise. */
  onClose: () => void;
  /** An app tool inside the menu, one tap away. */
  tool?: ComponentType<{ className: string }>;
  /** Whether the menu has been opened: its tool loads then, out of every page's first load. */
  toolShown: boolean;
}

/**
 * The navigation of small screens, in a panel from the left, with the app's own tools: install
 * it, use it offline, and see what waits to be sent. It is a native popover opened by the menu
 * button, so it opens, closes on Escape or a tap beside it, and gives the focus back to its
 * button from the moment the page shows, before any script has run.
 */
export function MobileMenu({ menuRef, onClose, tool: Tool, toolShown }: MobileMenuProps) {
  const pending = usePendingCount();
  return (
    <div ref={menuRef} id={MOBILE_MENU_ID} popover="auto" role="dialog" aria-labelledby={`${MOBILE_MENU_ID}-title`} className={classes.menu}>
      <div className={classes.head}>
        <h2 id={`${MOBILE_MENU_ID}-title`} className={classes.title}>
          {FRAME_TEXT.menuTitle}
        </h2>
        <button type="button" popoverTarget={MOBILE_MENU_ID} popoverTargetAction="hide" aria-label={FRAME_TEXT.close} className={classes.close}>
          <svg viewBox="0 0 15 15" width="16" height="16" aria-hidden="true">
            <path d="m3 3 9 9M12 3l-9 9" stroke="currentColor" strokeWidth="1.5" fill="none" />
          </svg>
        </button>
      </div>
      <nav aria-label={FRAME_TEXT.mainNav}>
        <ul className={classes.list}>
          {MAIN_NAV.map(({ label, ...link }) => (
            <li key={label}>
              <Link {...link} className={classes.link} onClick={onClose}>
                {label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <ul className={classes.secondary}>
        {TOP_BAR_LINKS.map(({ label, ...link }) => (
          <li key={label}>
            <Link {...link} className={classes.secondaryLink} onClick={onClose}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
      <ul className={classes.secondary} aria-label={FRAME_TEXT.appTools}>
        <InstallOffer className={classes.secondaryLink} onChosen={onClose} listItem />
        <li>
          <Link to={OFFLINE_LINK.to} className={classes.secondaryLink} onClick={onClose}>
            {OFFLINE_LINK.label}
          </Link>
        </li>
        {Tool && toolShown && (
          <li>
            <Suspense fallback={null}>
              <Tool className={classes.secondaryLink} />
            </Suspense>
          </li>
        )}
        <li>
          <Link to={OUTBOX_LINK.to} className={classes.secondaryLink} onClick={onClose}>
            {OUTBOX_LINK.label}
            {pending > 0 && <span className={classes.count}> · {pendingLabel(pending)}</span>}
          </Link>
        </li>
        <li>
          <Link to={BOOTH_LINK.to} className={classes.secondaryLink} onClick={onClose}>
            {BOOTH_LINK.label}
          </Link>
        </li>
      </ul>
      <ContactLinks className={classes.contact} linkClassName={classes.contactLink} />
    </div>
  );
}
