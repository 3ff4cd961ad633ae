import { useEffect, useState } from 'react';
import { getEntry } from './store';

/** The query parameter that reopens a form with a submission from the outbox. */
const DRAFT_PARAM = 'draft';

export const draftUrl = (formPath: string, id: string) => `${formPath}?${DRAFT_PARAM}=${encodeURIComponent(id)}`;

export interface Draft {
  /** The submission's Idempotency-Key: sending it again replaces the outbox entry. */
  id: string;
  payload: Record<string, unknown>;
}

/**
 * A submission the server refused, reopened from the outbox for the visitor to correct:
 * the form fills itself from the payload and sends again under the same key.
 */
export function useOutboxDraft(): Draft | null {
  const [draft, setDraft] = useState<Draft | null>(null);
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get(DRAFT_PARAM);
    if (!id) return;
    void getEntry(id).then((entry) => {
      if (entry && entry.state !== 'sent') setDraft({ id: entry.id, payload: entry.payload });
    });
  }, []);
  return draft;
}
