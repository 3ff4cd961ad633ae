/** What a failure says, for the line shown to whoever caused it. */
export const messageOf = (reason: unknown) => (reason instanceof Error ? reason.message : String(reason));
