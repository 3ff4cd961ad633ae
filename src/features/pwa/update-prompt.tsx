import { usePwaStore } from './pwa-store';
import classes from './update-prompt.module.css';

export const UPDATE_TEXT = 'A new version of Verdant is available.';

/** A visible, non-blocking offer to switch to the new version. */
export function UpdatePrompt() {
  const { updateReady, applyUpdate } = usePwaStore();
  if (!updateReady) return null;
  return (
    <div className={classes.prompt} role="status">
      <span>{UPDATE_TEXT}</span>
      <button type="button" className={classes.reload} onClick={applyUpdate}>
        Reload
      </button>
    </div>
  );
}
