import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { serverRoot } from './server-root';

/**
 * The code map in docs/architecture.md is what a newcomer reads first, so a path it names
 * must exist. The rule its writers follow is in the comment at the top of its "Code map"
 * section; in short: a backticked name with a `/`, a `*` or a file extension is a path, and
 * it must be a path from the repository root or the tail of a path under the folder its
 * `###` heading names. `<placeholder>` stands for a name and `*` for any part of one,
 * never across a `/`; `{a,b}` must exist for each choice. Tail matching keeps the map valid while files move
 * between subfolders, and still fails on a name that exists nowhere under its part.
 */

const repoRoot = fileURLToPath(new URL('../../', serverRoot()));
// Generated, installed or runtime folders: never what the map means.
const notWalked = new Set(['.git', 'node_modules', 'dist', 'data', 'test-results', 'coverage']);
const fileExtension = /\.(ts|tsx|js|mjs|json|md|sql|html|css|svg|webmanifest)$/;

/** Every file and folder of the repository, relative to its root; folders end in `/`. */
function repositoryPaths(dir = '', into: string[] = []): string[] {
  for (const entry of readdirSync(join(repoRoot, dir), { withFileTypes: true })) {
    if (notWalked.has(entry.name)) continue;
    const path = dir + entry.name;
    if (entry.isDirectory()) {
      into.push(path + '/');
      repositoryPaths(path + '/', into);
    } else into.push(path);
  }
  return into;
}

/** A `###` part of the map: its label for messages, its folders, the path names it holds. */
type Part = { label: string; roots: string[]; names: string[] };

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? '');

/**
 * A name is a path when it has no spaces, contains a `/` or a `*` or ends in a file
 * extension, and is not a URL path (`/wps/...`), a package name (`@openlobby/...`) or a
 * `kind:<id>` name.
 */
function isPathName(token: string): boolean {
  if (/\s|:/.test(token) || token.startsWith('/') || token.startsWith('@')) return false;
  return /[/*]/.test(token) || fileExtension.test(token);
}

/** The "Code map" section split into its `###` parts (the text before the first is the root's). */
function codeMapParts(markdown: string): Part[] {
  const withoutComments = markdown.replace(/<!--[\s\S]*?-->/g, ''); // the rule's own examples
  const section = /^## Code map\n([\s\S]*?)(?=^## |(?![\s\S]))/m.exec(withoutComments)?.[1];
  if (section === undefined) throw new Error('docs/architecture.md has no "## Code map" section');
  return section.split(/^(?=### )/m).map((text) => {
    const [firstLine = '', ...rest] = text.split('\n');
    const isPart = firstLine.startsWith('### ');
    return {
      label: isPart ? backticked(firstLine).join(' and ') : '(code map intro)',
      roots: isPart ? backticked(firstLine).map((root) => root.replace(/\/$/, '')) : [],
      names: backticked(isPart ? rest.join('\n') : text).filter(isPathName),
    };
  });
}

/** `a/{b,c}.ts` → `a/b.ts`, `a/c.ts` (first brace group at a time, so groups may repeat). */
function expandBraces(name: string): string[] {
  const group = /\{([^{}]*)\}/.exec(name);
  if (!group) return [name];
  const [whole, inside = ''] = group;
  return inside.split(',').flatMap((choice) => expandBraces(name.replace(whole, choice)));
}

/**
 * A name as a regular expression: `<placeholder>` is one or more characters other than `/`,
 * `*` any number of them (`operator*.ts` includes `operator.ts`).
 */
function namePattern(name: string): string {
  return name
    .split(/(<[^>]*>|\*)/)
    .map((piece, i) => {
      if (i % 2 === 0) return piece.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      return piece === '*' ? '[^/]*' : '[^/]+';
    })
    .join('');
}

/**
 * True when `name` is a path from the repository root, or the tail of a path under one of
 * `roots` (`ledger.ts`, `wallet/ledger.ts`, `src/modules/wallet/`). A name ending in `/`
 * must be a folder; any other may be a file or a folder.
 */
function resolves(name: string, roots: string[], paths: string[]): boolean {
  const pattern = namePattern(name);
  const suffix = name.endsWith('/') ? '' : '/?';
  const under = roots.map((root) => `${namePattern(root)}/(?:.*/)?`);
  const full = new RegExp(`^(?:${['', ...under].join('|')})${pattern}${suffix}$`);
  return paths.some((path) => full.test(path));
}

/** Every name of the map that names nothing, as `part: name`. */
function missingNames(markdown: string, paths: string[]): string[] {
  const missing: string[] = [];
  for (const part of codeMapParts(markdown)) {
    for (const root of part.roots)
      if (!resolves(root + '/', [], paths)) missing.push(`${part.label}: part root ${root}`);
    for (const name of part.names)
      for (const expanded of expandBraces(name))
        if (!resolves(expanded, part.roots, paths)) missing.push(`${part.label}: ${expanded}`);
  }
  return missing;
}

describe("docs/architecture.md's code map", () => {
  const markdown = readFileSync(join(repoRoot, 'docs/architecture.md'), 'utf8');
  const paths = repositoryPaths();

  it('names only paths that exist', () => {
    expect(missingNames(markdown, paths)).toEqual([]);
  });

  it('is read the way its writers are told: parts, names and placeholders', () => {
    const parts = codeMapParts(markdown);
    expect(parts.map((p) => p.roots)).toContainEqual(['apps/server']);
    expect(parts.flatMap((p) => p.names).length).toBeGreaterThan(100);

    const roots = ['apps/server'];
    expect(resolves('ledger.ts', roots, paths)).toBe(true);
    expect(resolves('src/modules/<domain>/', roots, paths)).toBe(true);
    expect(resolves('src/env*.ts', roots, paths)).toBe(true); // env.ts itself
    expect(resolves('src/modules/<domain>/routes.ts', roots, paths)).toBe(true);
    expect(resolves('apps/web/src/main.tsx', roots, paths)).toBe(true);
    expect(resolves('src/modules/no-such-module/', roots, paths)).toBe(false);
    expect(resolves('app.ts/', roots, paths)).toBe(false); // a file named as a folder
    expect(resolves('main.tsx', roots, paths)).toBe(false); // the web's, not the server's
    expect(isPathName('member:<id>')).toBe(false);
    expect(isPathName('/wps/provider/:vendorCode/')).toBe(false);
    expect(isPathName('floor(stake × basis points / 10,000)')).toBe(false);
    expect(expandBraces('db/schema/{content,help}.ts')).toEqual([
      'db/schema/content.ts',
      'db/schema/help.ts',
    ]);
  });
});
