import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The browser verifies rounds with this very code, so the shipped sources must not reach for
// Node built-ins, nor for I/O or a clock that would make server and browser disagree.
const forbidden = [/from ['"]node:/, /\bBuffer\b/, /\bprocess\./, /\bDate\.now\b/, /Math\.random/];

function shippedSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test-support' ? [] : shippedSources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });
}

describe('package purity', () => {
  it('ships only platform-neutral code', () => {
    const root = join(import.meta.dirname);
    const files = shippedSources(root);
    expect(files.length).toBeGreaterThan(5);
    const offenders = files.flatMap((file) => {
      const text = readFileSync(file, 'utf8');
      return forbidden
        .filter((pattern) => pattern.test(text))
        .map((p) => `${relative(root, file)} ${p}`);
    });
    expect(offenders).toEqual([]);
  });
});
