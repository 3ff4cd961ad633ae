/**
 * A page whose data neither the server nor this device can give: the truth is "not saved here
 * yet", never "not found" and never a bare "Failed to fetch".
 */
export const UNREACHABLE_TEXTS = {
  heading: 'Not saved for offline use',
  offline: "You're offline, and this page isn't saved on this device yet. It opens as soon as you're back online.",
  serverDown: "Can't reach the Verdant server, and this page isn't saved on this device yet.",
  retry: 'Try again',
} as const;

/** fetch() rejects with a TypeError only when no answer came at all: no connection, or no server. */
export const isUnreachable = (error: unknown) => error instanceof TypeError;

export const unreachableText = (online: boolean) => (online ? UNREACHABLE_TEXTS.serverDown : UNREACHABLE_TEXTS.offline);
