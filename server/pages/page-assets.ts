import fs from 'node:fs';
import path from 'node:path';
import { routeFileOf, ROUTES_DIR } from '../../src/shared/route-files';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** What a rendered page adds to the shell for its routes: their stylesheets and their own chunks. */
export interface PageAssets {
  /**
   * URLs of the stylesheets the shell does not carry for the routes and the parts they load
   * lazily, in import order.
   */
  stylesheets: string[];
  /**
   * URLs of the chunks the entry does not bring, each after what it imports: the routes' own
   * (hydration waits for them), then the sections and dialogs they load lazily, so that a
   * connection lost soon after the page arrived does not leave those out.
   */
  modules: string[];
}

/**
 * The client build's chunks as Vite's manifest (dist/.vite/manifest.json) lists them: what each
 * imports, and which belong to a file. Shared by the pages' assets and the byte budgets.
 */
export function readChunkGraph(distDir: string) {
  const manifest = JSON.parse(fs.readFileSync(path.join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  /**
   * Chunks and everything they import statically, each after what it imports: the order in which
   * their modules run, and in which their styles must stand for the later to win.
   */
  const closure = (keys: Iterable<string>, ordered = new Set<string>(), entered = new Set<string>()) => {
    for (const key of keys) {
      if (entered.has(key) || !manifest[key]) continue;
      entered.add(key);
      closure(manifest[key].imports ?? [], ordered, entered);
      ordered.add(key);
    }
    return ordered;
  };
  /** The chunks a source file became: the file itself and the parts the router split off it. */
  const chunksOfFile = (file: string) => Object.keys(manifest).filter((name) => name === file || name.startsWith(`${file}?`));
  const entry = closure(Object.keys(manifest).filter((key) => manifest[key]!.isEntry));
  return { manifest, closure, chunksOfFile, entry };
}

/**
 * Answers, from the client build, which stylesheets and chunks the routes of a page need beyond
 * the entry: the server links both from the page's head, so they load with the entry.
 */
export function readPageAssets(distDir: string) {
  const { manifest, closure, chunksOfFile, entry } = readChunkGraph(distDir);
  const entryCss = new Set([...entry].flatMap((key) => manifest[key]!.css ?? []));
  const url = (file: string) => `/${file}`;
  /**
   * What chunks load lazily, routes aside: the frame's footer and notifications, a page's
   * sections and dialogs. Their styles come with the page, since the server renders the footer
   * and the sections, and a stylesheet arriving later restyles the whole page at once. The lazy
   * parts of `skipped` chunks are not followed.
   */
  const lazyParts = (keys: Iterable<string>, skipped: ReadonlySet<string>) => {
    const parts = new Set<string>();
    const visit = (from: Iterable<string>) => {
      for (const key of from) {
        if (skipped.has(key)) continue;
        for (const name of manifest[key]!.dynamicImports ?? []) {
          if (parts.has(name) || name.startsWith(ROUTES_DIR) || !manifest[name]) continue;
          parts.add(name);
          visit(closure([name]));
        }
      }
    };
    visit(keys);
    return parts;
  };
  const frameParts = lazyParts(entry, new Set());

  const byRoutes = new Map<string, PageAssets>();
  return (routeIds: readonly string[]): PageAssets => {
    const key = routeIds.join('\n');
    let assets = byRoutes.get(key);
    if (!assets) {
      const routeChunks = closure(routeIds.flatMap((id) => chunksOfFile(routeFileOf(id))));
      // A route chunk may import the entry's modules, whose lazy parts are the frame's, not the route's.
      const chunks = closure([...routeChunks, ...lazyParts(routeChunks, entry)]);
      const styled = closure([...chunks, ...frameParts]);
      const files = (names: Iterable<string>) => [...names].filter((name) => !entry.has(name)).map((name) => url(manifest[name]!.file));
      assets = {
        stylesheets: [...new Set([...styled].flatMap((name) => manifest[name]!.css ?? []))].filter((file) => !entryCss.has(file)).map(url),
        modules: [...files(routeChunks), ...files([...chunks].filter((name) => !routeChunks.has(name)))],
      };
      byRoutes.set(key, assets);
    }
    return assets;
  };
}
