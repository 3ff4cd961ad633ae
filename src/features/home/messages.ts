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

/** Under the free light layout request: the planner gives figures at once, the team a drawing later. */
export const PLANNER_LINK_TEXT = {
  before: 'Want figures right away? ',
  link: 'Plan your room with our light planner',
  after: ': fixtures, power, running cost and circuits, on this device.',
} as const;
