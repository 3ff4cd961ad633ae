import type { PageAssets } from './page-assets';

/**
 * The built index.html, split where a rendered page goes: its head tags replace the shell's
 * title and description, its routes' stylesheets and chunks are linked after the shell's, and
 * its markup fills the root element. The same file, empty, is the shell the service worker
 * keeps for offline visits.
 */
export interface PageTemplate {
  fill: (page: { head: string; body: string; assets: PageAssets }) => string;
}

const ROOT = '<div id="root"></div>';
/** The shell's own title and description: a rendered page brings its own. */
const SHELL_HEAD = [/<title>[^<]*<\/title>\s*/, /<meta name="description"[^>]*>\s*/];

/**
 * The page's stylesheets are linked rather than written inline: the browser keeps each file
 * across pages and visits, and the app's chunk loader finds them in the document and does not
 * load them again. Its chunks are preloaded, so the route's modules arrive with the entry rather
 * than after it has run.
 */
export function parseTemplate(html: string): PageTemplate {
  if (!html.includes(ROOT) || !html.includes('</head>')) throw new Error('index.html has no empty root element or no head');
  const shell = SHELL_HEAD.reduce((text, pattern) => text.replace(pattern, ''), html);
  const [beforeHead, afterHead] = splitOnce(shell, '</head>');
  const [beforeRoot, afterRoot] = splitOnce(afterHead, ROOT);
  return {
    fill: ({ head, body, assets }) => {
      const links = [
        ...assets.stylesheets.map((url) => `<link rel="stylesheet" crossorigin href="${url}">`),
        ...assets.modules.map((url) => `<link rel="modulepreload" crossorigin href="${url}">`),
      ].join('');
      return `${beforeHead}${links}${head}</head>${beforeRoot}<div id="root">${body}</div>${afterRoot}`;
    },
  };
}

function splitOnce(text: string, marker: string): [string, string] {
  const at = text.indexOf(marker);
  return [text.slice(0, at), text.slice(at + marker.length)];
}
