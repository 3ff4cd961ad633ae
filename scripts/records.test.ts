// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * The decision records and the code's comments are read long after they were written, by people
 * who cannot ask their authors. So every record says whether it still holds, names only files
 * that exist, and no comment leans on a section number of a document kept outside the repository:
 * each states the rule it follows in its own words.
 */

const ROOT = path.resolve(import.meta.dirname, '..');
const DECISIONS = path.join(ROOT, 'docs/decisions');
const STATUS = /^Status: (accepted|superseded by \d{3}|retired)\b/m;

/**
 * A repository path: one of the top-level folders, then a slash. A path that follows a slash, a
 * word character, a dot or a colon is part of an address (`/api/...`, `https://...`) or of a
 * longer path, not a path from the root; a glob or a placeholder (`*`, `{…}`, `<…>`) names no
 * one file.
 */
const REPO_PATH = /(?<![\w/.:@-])((?:src|server|scripts|tests|docs|public|sw)\/[\w./$[\]*{}<>-]*[\w/*}>\]])/g;
/** Written as an escape so this file does not trip its own check. */
const SECTION_SIGN = '\u00a7';
const MODULE_ENDINGS = ['', '.ts', '.tsx', '.mjs', '.js', '.md', '/index.ts', '/index.tsx'];

const records = fs
  .readdirSync(DECISIONS)
  .filter((name) => name.endsWith('.md'))
  .sort();

/** The repository paths a text names that are not in the working tree. */
function missingPaths(text: string, exists: (relative: string) => boolean): string[] {
  const missing: string[] = [];
  for (const [, named] of text.matchAll(REPO_PATH)) {
    if (/[*{}<>]/.test(named)) continue;
    // A sentence's full stop is not part of the name.
    const candidate = named.replace(/\.$/, '');
    // A record is named by its number alone.
    const record = /^docs\/decisions\/(\d{3})$/.exec(candidate);
    if (record) {
      if (!records.some((name) => name.startsWith(`${record[1]}-`))) missing.push(candidate);
      continue;
    }
    // A module is named with or without its extension, as an import names it.
    if (!MODULE_ENDINGS.some((ending) => exists(candidate.replace(/\/$/, '') + ending))) missing.push(candidate);
  }
  return missing;
}

const inTree = (relative: string) => fs.existsSync(path.join(ROOT, relative));

function filesUnder(folder: string, kinds: RegExp, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(path.join(ROOT, folder), { withFileTypes: true })) {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) filesUnder(relative, kinds, out);
    else if (kinds.test(entry.name)) out.push(relative);
  }
  return out;
}

/** Each line of `files` that carries a section sign, as file:line. */
const sectionCitations = (files: string[]) =>
  files.flatMap((file) =>
    fs
      .readFileSync(path.join(ROOT, file), 'utf8')
      .split('\n')
      .flatMap((line, index) => (line.includes(SECTION_SIGN) ? [`${file}:${index + 1}`] : [])),
  );

const CODE = /\.(ts|tsx|mts|cts|js|mjs|cjs|css|sh|html)$/;

describe('decision records', () => {
  it('are there to check', () => {
    expect(records.length).toBeGreaterThan(100);
  });

  it('each say whether they still hold', () => {
    const withoutStatus = records.filter((name) => !STATUS.test(fs.readFileSync(path.join(DECISIONS, name), 'utf8')));
    expect(withoutStatus).toEqual([]);
  });

  it('name a record that exists when they are superseded', () => {
    const dangling = records.flatMap((name) => {
      const status = fs.readFileSync(path.join(DECISIONS, name), 'utf8').match(/^Status: superseded by (\d{3})/m);
      return status && !records.some((other) => other.startsWith(`${status[1]}-`)) ? [name] : [];
    });
    expect(dangling).toEqual([]);
  });

  it('name only files and folders the repository has', () => {
    const stale = records.flatMap((name) =>
      missingPaths(fs.readFileSync(path.join(DECISIONS, name), 'utf8'), inTree).map((missing) => `${name}: ${missing}`),
    );
    expect(stale).toEqual([]);
  });
});

describe('references to decision records', () => {
  const numbers = new Set(records.map((name) => name.slice(0, 3)));
  const citing = [
    'README.md',
    ...filesUnder('docs', /\.md$/),
    ...['src', 'server', 'scripts', 'tests', 'sw'].flatMap((folder) => filesUnder(folder, /\.(md|ts|tsx|mts|js|mjs|cjs|css)$/)),
    'eslint.config.js',
  ];

  it('name records that exist, by path or by number', () => {
    const dangling = citing.flatMap((file) => {
      const text = fs.readFileSync(path.join(ROOT, file), 'utf8');
      const byPath = [...text.matchAll(/docs\/decisions\/(\d{3})/g)].map((match) => match[1]!);
      const byWord = [...text.matchAll(/\b[Dd]ecisions? ((?:\d{3}(?:, and |, | and | or )?)+)/g)].flatMap((match) => match[1]!.match(/\d{3}/g) ?? []);
      return [...byPath, ...byWord].filter((number) => !numbers.has(number)).map((number) => `${file}: ${number}`);
    });
    expect(dangling).toEqual([]);
  });
});

describe('the README', () => {
  it('names only files and folders the repository has', () => {
    expect(missingPaths(fs.readFileSync(path.join(ROOT, 'README.md'), 'utf8'), inTree)).toEqual([]);
  });
});

describe('repository path check', () => {
  const tree = new Set(['src/lib/api.ts', 'server/leads', 'docs/decisions/007-x.md']);
  const exists = (relative: string) => tree.has(relative);

  it('passes files, modules named without their extension, and folders', () => {
    expect(missingPaths('`src/lib/api.ts`, src/lib/api and `server/leads/`.', exists)).toEqual([]);
  });

  it('passes addresses and globs', () => {
    expect(missingPaths('POST /api/leads, /src/app/main.tsx, https://x.example/docs/a.pdf, `server/routes/*`, src/{a,b}.ts', exists)).toEqual([]);
  });

  it('passes a record named by its number, and reports a number no record has', () => {
    // Put together, so this file does not cite a missing record itself.
    const unknown = ['docs', 'decisions', '999'].join('/');
    expect(missingPaths(`docs/decisions/007 and ${unknown}`, exists)).toEqual([unknown]);
  });

  it('reports a named file that is not there', () => {
    expect(missingPaths('lives in `src/lib/submit.ts`.', exists)).toEqual(['src/lib/submit.ts']);
  });
});

describe('code comments', () => {
  it('state their rules in their own words rather than cite a section of another document', () => {
    const files = ['src', 'server', 'scripts', 'tests', 'sw'].flatMap((folder) => filesUnder(folder, CODE));
    expect(sectionCitations(files)).toEqual([]);
  });
});

describe('documentation', () => {
  it('describes what the specification says rather than cite its sections by number', () => {
    const files = ['README.md', ...filesUnder('docs', /\.md$/), ...filesUnder('src', /\.md$/), ...filesUnder('server', /\.md$/)];
    expect(sectionCitations(files)).toEqual([]);
  });
});
