import { Drawer } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { FRAME_TEXT, MAIN_NAV, TOP_BAR_LINKS } from '../../content/navigation';
import { useOpenedAfterMount } from '../../lib/use-opened-after-mount';
import { ContactLinks } from './contact-links';
import classes from './mobile-menu.module.css';

interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
}

/** The navigation of small screens, in a drawer from the left. Loaded on first open. */
export default function MobileMenu({ opened, onClose }: MobileMenuProps) {
  // Opens a render after mounting, so closing gives the focus back to the opener.
  const shown = useOpenedAfterMount(opened);
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
      <ContactLinks className={classes.contact} linkClassName={classes.contactLink} />
    </Drawer>
  );
}
