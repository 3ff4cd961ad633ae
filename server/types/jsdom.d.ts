/** The one part of jsdom the server uses (server/catalogue/sanitize.ts); jsdom ships no types. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string);
    readonly window: Window & typeof globalThis;
  }
}
