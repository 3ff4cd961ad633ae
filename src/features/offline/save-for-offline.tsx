import { Alert, Button, Progress, Text } from '@mantine/core';
import { useState } from 'react';
import { fetchProducts } from '../../lib/api';
import { formatBytes } from '../../lib/format';
import { isWaiting } from '../../lib/outbox/entry';
import { offlineFiles, saveFiles, secureStorage, type SaveProgress, type StorageReport } from './offline-pack';
import { useOutboxStore } from '../../lib/outbox/page/view-store';

export const PERSIST_REFUSED_WARNING =
  'This browser may clear saved data when the device runs low on space, and some of your forms are still waiting to be sent. Stay online until the outbox is empty, or install the app to protect them.';

/** "Save for offline": the whole catalogue with every photo and document, for a day without signal. */
export function SaveForOffline() {
  const [progress, setProgress] = useState<SaveProgress | null>(null);
  const [report, setReport] = useState<StorageReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const hasWaiting = useOutboxStore((view) => view.entries.some(isWaiting));
  const saving = progress !== null && progress.done < progress.total;

  const save = async () => {
    setError(null);
    setReport(null);
    try {
      const products = await fetchProducts();
      await saveFiles(offlineFiles(products), setProgress);
      setReport(await secureStorage());
    } catch (cause) {
      setError((cause as Error).message || 'Could not save the catalogue');
    }
  };

  return (
    <div>
      <Button onClick={() => void save()} loading={saving} disabled={saving}>
        Save for offline
      </Button>
      {progress && (
        <div>
          <Progress value={progress.total ? (progress.done / progress.total) * 100 : 100} mt="sm" aria-label="Saving for offline" />
          <Text size="sm" mt={4}>
            {progress.done} of {progress.total} files saved{progress.failed ? ` (${progress.failed} could not be fetched)` : ''}
          </Text>
        </div>
      )}
      {report && (
        <Text mt="sm" role="status">
          Saved. Storage used: {report.usedBytes === null ? 'unknown' : formatBytes(report.usedBytes)}
          {report.quotaBytes ? ` of ${formatBytes(report.quotaBytes)} available` : ''}.
          {report.persisted ? ' This device will keep it.' : ''}
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
    </div>
  );
}
