import { Alert, Button, List, Progress, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { formatBytes } from '../../lib/format';
import { readSavedRecord, type FailedFile, type SaveProgress, type SavedRecord } from '../../lib/offline-caches';
import { isWaiting } from '../../lib/outbox/entry';
import { useOutboxStore } from '../../lib/outbox/page/view-store';
import { formatMoment } from './catalogue-freshness';
import { onSaved, requestSave, secureStorage, type StorageReport } from '../../lib/offline-pack';

export const PERSIST_REFUSED_WARNING =
  'This browser may clear saved data when the device runs low on space, and some of your forms are still waiting to be sent. Stay online until the outbox is empty, or install the app to protect them.';

export const SAVE_TEXTS = {
  button: 'Save for offline',
  savedOn: (savedAt: number) => `Saved on ${formatMoment(savedAt)}`,
  progress: ({ saved, total }: SaveProgress) => `${saved} of ${total} files saved`,
  notSaved: (count: number) => (count === 1 ? 'This file could not be saved:' : `These ${count} files could not be saved:`),
  failedFile: ({ url, reason }: FailedFile) => `${url} (${reason})`,
  storage: ({ usedBytes, quotaBytes, persisted }: StorageReport) =>
    `Saved. Storage used: ${usedBytes === null ? 'unknown' : formatBytes(usedBytes)}` +
    `${quotaBytes ? ` of ${formatBytes(quotaBytes)} available` : ''}.${persisted ? ' This device will keep it.' : ''}`,
} as const;

/** Starting a save and following it to what the worker kept; the page and the menu share it. */
export function useSaveForOffline() {
  const [record, setRecord] = useState<SavedRecord | null>(null);
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [saving, setSaving] = useState(false);
  const [report, setReport] = useState<StorageReport | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    // The worker may finish a refresh while the stored record is being read: the newer one wins.
    const show = (next: SavedRecord | null) => setRecord((shown) => (shown && next && shown.savedAt > next.savedAt ? shown : (next ?? shown)));
    if (typeof caches !== 'undefined') readSavedRecord().then(show, () => {});
    // The worker refreshes the saved copy on a later visit: show the new date when it is done.
    return onSaved(show);
  }, []);

  const save = async () => {
    setSaving(true);
    setError(null);
    setReport(null);
    try {
      setRecord(await requestSave(setProgress));
      setReport(await secureStorage());
    } catch (cause) {
      setError((cause as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return { record, progress, saving, report, error, save };
}

export type SaveState = ReturnType<typeof useSaveForOffline>;

/** How far a save has got, the files it could not keep, and what it left on the device. */
export function SaveOutcome({ state: { progress, saving, report, error } }: { state: SaveState }) {
  const hasWaiting = useOutboxStore((view) => view.entries.some(isWaiting));
  const failed = progress?.failed ?? [];
  return (
    <>
      {progress && (
        <div>
          <Progress value={progress.total ? (progress.saved / progress.total) * 100 : 100} mt="sm" aria-label="Saving for offline" />
          <Text size="sm" mt={4}>
            {SAVE_TEXTS.progress(progress)}
          </Text>
        </div>
      )}
      {!saving && failed.length > 0 && (
        <Alert color="yellow" mt="sm" role="alert" title={SAVE_TEXTS.notSaved(failed.length)}>
          <List size="sm">
            {failed.map((file) => (
              <List.Item key={file.url}>{SAVE_TEXTS.failedFile(file)}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {report && (
        <Text mt="sm" role="status">
          {SAVE_TEXTS.storage(report)}
        </Text>
      )}
      {report && !report.persisted && hasWaiting && (
        <Alert color="yellow" mt="sm" role="alert">
          {PERSIST_REFUSED_WARNING}
        </Alert>
      )}
      {error && (
        <Alert color="red" mt="sm" role="alert">
          {error}
        </Alert>
      )}
    </>
  );
}

/** "Save for offline": the whole catalogue with every photo and document, for a day without signal. */
export function SaveForOffline() {
  const state = useSaveForOffline();
  return (
    <div>
      {state.record && <Text mb="sm">{SAVE_TEXTS.savedOn(state.record.savedAt)}</Text>}
      <Button onClick={() => void state.save()} loading={state.saving} disabled={state.saving}>
        {SAVE_TEXTS.button}
      </Button>
      <SaveOutcome state={state} />
    </div>
  );
}
