import { Link } from '@tanstack/react-router';
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
        Every page you have opened already works offline. To take the whole catalogue — every product photo and
        spec sheet — into a grow room or a trade-show hall, save it while you still have a connection.
      </p>
      <SaveForOffline />
      <h2>Forms sent offline</h2>
      <p>
        Requests and returns you send without a connection are kept on this device and go out by themselves
        when you are back online. <Link to="/outbox">See the outbox</Link>.
      </p>
    </section>
  );
}
