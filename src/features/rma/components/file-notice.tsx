import { Alert } from '@mantine/core';
import classes from './rma-form.module.css';

/**
 * Why chosen files were refused: an inline alert beside the file slot (announced by screen
 * readers, dismissible) instead of a blocking browser dialog.
 */
export function FileNotice({ messages, onClose }: { messages: readonly string[]; onClose: () => void }) {
  if (!messages.length) return null;
  return (
    <Alert color="red" variant="light" role="alert" withCloseButton closeButtonLabel="Dismiss" onClose={onClose}>
      {messages.length === 1 ? (
        messages[0]
      ) : (
        <ul className={classes.noticeList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      )}
    </Alert>
  );
}
