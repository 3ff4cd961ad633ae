import type { OutboxEntry } from './entry';

/** A refused entry on its way back into its form: the form takes it when it mounts. */
let reopening: { id: string; endpoint: string; values: unknown } | null = null;

/** Hands an entry's draft to its form, which takes it when its page (`draft.path`) opens. */
export function reopenInForm({ id, endpoint, draft }: OutboxEntry) {
  if (draft) reopening = { id, endpoint, values: draft.values };
}

/** The draft waiting for the form that posts to `endpoint`, if any. */
export const draftFor = (endpoint: string) => (reopening?.endpoint === endpoint ? reopening : null);

/** The form has it: a later visit to the page starts empty. */
export function draftTaken(id: string) {
  if (reopening?.id === id) reopening = null;
}
