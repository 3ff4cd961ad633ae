/** Interface texts of the home page's controls (content copy lives in src/content/home.ts). */
export const CAROUSEL_TEXT = {
  pause: 'Pause',
  play: 'Play',
  pauseLabel: (name: string) => `Pause ${name} slideshow`,
  playLabel: (name: string) => `Play ${name} slideshow`,
} as const;

export const POST_TEXT = {
  likes: (n: number) => `${n} likes`,
  comments: (n: number) => `${n} comments`,
  open: 'View post (opens in a new tab)',
} as const;
