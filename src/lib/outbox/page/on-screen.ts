/**
 * Queued submissions whose form is still on screen. When one is delivered, its form says so in
 * its own words, so the page's delivery notice leaves it out rather than saying it twice.
 */
const onScreen = new Set<string>();

export const isShownOnScreen = (id: string) => onScreen.has(id);

/** Marks a queued submission as watched by its form, until the form goes. */
export function watchOnScreen(id: string) {
  onScreen.add(id);
  return () => void onScreen.delete(id);
}
