import { useCallback, useEffect, useState } from 'react';
import { messageOf } from '../../lib/errors';
import { type Query, staffCall } from './api';
import type { ListAnswer } from '../../shared/schemas/admin';

/**
 * A list from /api/admin, fetched again whenever its filters change or reload() is called. A
 * list that pages (its answer has `next`) gets its older rows with loadMore(), added below the
 * ones shown; a change of filter or a reload starts again from the newest.
 */
export function useStaffList<T>(path: string, query: Query) {
  const [answer, setAnswer] = useState<ListAnswer<T> | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [version, setVersion] = useState(0);
  const key = JSON.stringify(query);
  /**
   * The older page asked for, and the list it continues (path, filters, reload): once any of
   * those changes the cursor belongs to another list, and the list starts from the newest.
   */
  const [older, setOlder] = useState<{ list: string; cursor: string } | null>(null);
  const list = `${path}?${key}#${version}`;
  const cursor = older?.list === list ? older.cursor : null;

  useEffect(() => {
    const controller = new AbortController();
    setLoading(true);
    const filters = JSON.parse(key) as Query;
    staffCall<ListAnswer<T>>('GET', path, { query: cursor ? { ...filters, cursor } : filters, signal: controller.signal })
      .then((next) => {
        setAnswer((shown) => (cursor && shown ? { ...next, items: [...shown.items, ...next.items] } : next));
        setError(null);
      })
      .catch((reason: unknown) => {
        if (!controller.signal.aborted) setError(messageOf(reason));
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
    return () => controller.abort();
  }, [path, key, version, cursor]);

  const reload = useCallback(() => setVersion((n) => n + 1), []);
  const next = answer?.next ?? null;
  const loadMore = useCallback(() => {
    if (next) setOlder({ list, cursor: next });
  }, [list, next]);
  return { answer, error, loading, reload, loadMore: next ? loadMore : undefined };
}
