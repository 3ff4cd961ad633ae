/** The one part of jsdom the server uses (server/catalogue/sanitize.ts, and the render test in src/app); jsdom ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
