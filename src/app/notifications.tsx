import { Notifications } from '@mantine/notifications';
import '@mantine/notifications/styles.css';

export default function AppNotifications() {
  return <Notifications position="top-right" />;
}
