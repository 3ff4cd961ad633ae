import { PAGE_CHUNKS_ID } from '../../src/app/page-chunks';
import type { PageAssets } from './page-assets';

/**
 * The built index.html, split where a rendered page goes: its head tags replace the shell's
 * title and description, its stylesheets are written into the page, and its markup fills the
 * root element. The same file, empty, is the shell the service worker keeps for offline visits.
 */
export interface PageTemplate {
  fill: (page: { head: string; body: string; assets: PageAssets }) => string;
}

const ROOT = '<div id="root"></div>';
/** The shell's own title and description: a rendered page brings its own. */
const SHELL_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];
const STYLESHEET = /<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>\s*/g;

/**
 * `readStylesheet` gives the text of a built stylesheet by its URL. A rendered page carries its
 * styles inline (docs/decisions/199): it paints as soon as it arrives, with no round trip for
 * a stylesheet, and with the styles of its route's components already there.
 */
export function parseTemplate(html: string, readStylesheet: (url: string) => string): PageTemplate {
  if (!html.includes(ROOT) || !html.includes('</head>')) throw new Error('index.html has no empty root element or no head');
  const shellStylesheets = [...html.matchAll(STYLESHEET)].map((match) => match[1]!);
  const shell = [...SHELL_HEAD, STYLESHEET].reduce((text, pattern) => text.replace(pattern, ''), html);
  const [beforeHead, afterHead] = splitOnce(shell, '</head>');
  const [beforeRoot, afterRoot] = splitOnce(afterHead, ROOT);
  return {
    fill: ({ head, body, assets }) => {
      const stylesheets = [...shellStylesheets, ...assets.stylesheets];
      const styles = `<style>${stylesheets.map(readStylesheet).join('\n')}</style>`;
      // The app's chunk loader fetches a chunk's stylesheets unless a link to each is in the
      // document. A link typed as other than CSS says it is here already, and browsers neither
      // fetch nor apply it.
      const present = stylesheets.map((url) => `<link rel="stylesheet" type="text/plain" href="${url}">`).join('');
      const { route, parts } = assets.chunks;
      const chunks = route.length + parts.length ? `<script type="application/json" id="${PAGE_CHUNKS_ID}">${JSON.stringify(assets.chunks)}</script>` : '';
      return `${beforeHead}${styles}${present}${chunks}${head}</head>${beforeRoot}<div id="root">${body}</div>${afterRoot}`;
    },
  };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
