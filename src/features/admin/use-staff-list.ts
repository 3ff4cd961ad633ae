import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import { type Query, staffCall } from './api';
import type { ListAnswer } from '../../schemas/admin';

/** A list from /api/admin, fetched again whenever its filters change or reload() is called. */
export function useStaffList<T>(path: string, query: Query) {
  const [answer, setAnswer] = useState<ListAnswer<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    staffCall<ListAnswer<T>>('GET', path, { query: JSON.parse(key) as Query, signal: controller.signal })
      .then((next) => {
        setAnswer(next);
        setError(null);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(reason));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, key, version]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  return { answer, error, loading, reload };
}
