import { Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { Suspense, type ComponentType } from 'react';
import { BOOTH_LINK } from '../../content/booth-link';
import { FRAME_TEXT, MAIN_NAV, OFFLINE_LINK, OUTBOX_LINK, TOP_BAR_LINKS } from '../../content/navigation';
import { usePendingCount } from '../../lib/outbox/page/view-store';
import { pendingLabel } from '../../lib/outbox/texts';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { InstallEntry } from '../install/install-entry';
import { ContactLinks } from './contact-links';
import classes from './mobile-menu.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  /** An app tool that works inside the menu, one tap away. */
  tool?: ComponentType<{ className: string }>;
}

/**
 * The navigation of small screens, in a drawer from the left, with the app's own tools: install
 * it, use it offline, and see what waits to be sent. Loaded on first open.
 */
export default function MobileMenu({ opened, onClose, tool: Tool }: MobileMenuProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
  const pending = usePendingCount();
  return (
    <Drawer opened={shown} onClose={onClose} title={FRAME_TEXT.menuTitle} size="xs" padding="md">
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
        <li>
          <InstallEntry className={classes.secondaryLink} onChosen={onClose} />
        </li>
        <li>
          <Link to={OFFLINE_LINK.to} className={classes.secondaryLink} onClick={onClose}>
            {OFFLINE_LINK.label}
          </Link>
        </li>
        {Tool && (
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
    </Drawer>
  );
}
