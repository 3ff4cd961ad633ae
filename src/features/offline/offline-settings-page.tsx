import { Link } from '@tanstack/react-router';
import { BOOTH_LINK } from '../../content/booth-link';
import { OFFLINE_LINK } from '../../content/navigation';
import { InstallApp } from '../../components/install/install-app';
import { SaveForOffline } from './save-for-offline';
import classes from './outbox-page.module.css';

/** Everything about using Verdant without a connection, in one place. */
export function OfflineSettingsPage() {
  return (
    <section className={classes.page}>
      <h1>{OFFLINE_LINK.label}</h1>
      <h2>Install the app</h2>
      <InstallApp />
      <h2>Save the catalogue</h2>
      <p>
        Since your first visit, every page and the whole product list work offline, with the photos you have seen.
        To take every product photo, logo and spec sheet into a grow room or a trade-show hall, save them while
        you still have a connection. Saved files stay on this device and are brought up to date when you come back
        online.
      </p>
      <SaveForOffline />
      <h2>Forms sent offline</h2>
      <p>
        Requests and returns you send without a connection are kept on this device and go out by themselves
        when you are back online. <Link to="/outbox">See the outbox</Link>.
      </p>
      <h2>At a trade show</h2>
      <p>
        Sales reps turn a tablet into a lead capture kiosk: one screen per visitor, kept on the tablet until the
        Wi-Fi lets it go, and forgotten once sent. <Link to={BOOTH_LINK.to}>{BOOTH_LINK.label}</Link>.
      </p>
    </section>
  );
}
