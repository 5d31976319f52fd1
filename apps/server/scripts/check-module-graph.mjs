// `npm run lint:modules`: the server's module walls, measured from imports (issue 11).
//
// A "unit" is a server module (`src/modules/<name>/`) or a top-level part of `src/`
// (`lib`, `db`, `plugins`, `seed`, `cli`, `test`, `app.ts`, …). The rules:
// 1. The graph of units is acyclic: a module never imports, directly or through others, a
//    module that imports it (dpdm checks files; this checks the modules they make up).
// 2. The floor does not reach up: `lib`, `db` and `plugins` import nothing from `modules`,
//    `seed`, `app.ts` or `cli`.
// 3. Outside a module, its files are reached only through its public entry
//    (`modules/<name>/index.ts`); tests and test kits may reach in.
// 4. Production code never imports tests or test kits (`src/test/`, `*.test.ts`).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = resolve(dirname(fileURLToPath(import.meta.url)), '../src');
const floor = new Set(['lib', 'db', 'plugins']);
const above = (unit) => unit.startsWith('modules/') || ['seed', 'app.ts', 'cli'].includes(unit);

function sourceFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

const isTest = (rel) => rel.startsWith('test/') || /\.test\.tsx?$/.test(rel);
const unitOf = (rel) => {
  const parts = rel.split('/');
  return parts[0] === 'modules' ? `modules/${parts[1]}` : parts[0];
};

/** Resolves a relative specifier to a path under src, as the bundler would. */
function resolveSpecifier(fromFile, specifier) {
  const base = resolve(dirname(fromFile), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), base]) {
    try {
      if (statSync(candidate).isFile()) return relative(src, candidate);
    } catch {
      // try the next form
    }
  }
  return relative(src, base);
}

const importPattern = /(?:\bfrom\s+|\bimport\s*\(\s*|^\s*import\s+)['"](\.[^'"]+)['"]/gm;
const edges = new Map();
const problems = [];

for (const file of sourceFiles(src)) {
  const rel = relative(src, file);
  const unit = unitOf(rel);
  const text = readFileSync(file, 'utf8');
  for (const match of text.matchAll(importPattern)) {
    const target = resolveSpecifier(file, match[1]);
    if (target.startsWith('..')) continue; // outside src (packages, e2e support)
    const targetUnit = unitOf(target);
    const where = `${rel} imports ${match[1]}`;
    if (!isTest(rel) && isTest(target)) problems.push(`production code imports a test: ${where}`);
    if (targetUnit === unit) continue;
    if (floor.has(unit) && !isTest(rel) && above(targetUnit))
      problems.push(`the floor reaches up: ${where}`);
    if (targetUnit.startsWith('modules/') && !isTest(rel) && target !== `${targetUnit}/index.ts`) {
      problems.push(`not through ${targetUnit}/index.ts: ${where}`);
    }
    if (isTest(rel)) continue;
    if (!edges.has(unit)) edges.set(unit, new Map());
    if (!edges.get(unit).has(targetUnit)) edges.get(unit).set(targetUnit, where);
  }
}

// Cycles: a depth-first search that reports the path of the first back edge it meets.
const state = new Map();
function visit(unit, path) {
  state.set(unit, 'open');
  for (const [next, where] of edges.get(unit) ?? []) {
    if (state.get(next) === 'open') {
      const cycle = [...path.slice(path.findIndex((p) => p.unit === next)), { unit, where }];
      problems.push(
        `module cycle: ${cycle.map((p) => p.unit).join(' → ')} → ${next}\n    ${cycle
          .map((p) => p.where)
          .filter(Boolean)
          .join('\n    ')}`,
      );
    } else if (!state.has(next)) {
      visit(next, [...path, { unit, where }]);
    }
  }
  state.set(unit, 'done');
}
for (const unit of edges.keys()) if (!state.has(unit)) visit(unit, []);

if (problems.length > 0) {
  console.error(
    `Server module walls (apps/server/scripts/check-module-graph.mjs):\n- ${problems.join('\n- ')}`,
  );
  process.exit(1);
}
console.log(`Server module walls: ${edges.size} units, no cycle, entries respected.`);
