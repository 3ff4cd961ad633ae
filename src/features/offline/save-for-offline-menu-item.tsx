import { Text } from '@mantine/core';
import { SAVE_TEXTS, SaveOutcome, useSaveForOffline } from './save-for-offline';
import classes from './save-for-offline-menu-item.module.css';

/**
 * "Save for offline" as one entry of the menu: a tap starts the save at once, and the menu shows
 * how far it got and what it kept, without first opening the page about offline use. The menu
 * stays open meanwhile; the save goes on in the service worker should it be closed.
 */
export default function SaveForOfflineMenuItem({ className }: { className: string }) {
  const state = useSaveForOffline();
  return (
    <>
      <button type="button" className={className} onClick={() => void state.save()} disabled={state.saving} aria-busy={state.saving}>
        {SAVE_TEXTS.button}
      </button>
      <div className={classes.outcome}>
        {state.record && !state.saving && !state.report && (
          <Text size="sm" c="dimmed">
            {SAVE_TEXTS.savedOn(state.record.savedAt)}
          </Text>
        )}
        <SaveOutcome state={state} />
      </div>
    </>
  );
}
