import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';

const tokens = readFileSync(join(import.meta.dirname, '../styles/tokens.css'), 'utf8');

/** The hex value a token is set to in styles/tokens.css. */
function token(name: string): string {
  const match = new RegExp(`${name}:\\s*(#[0-9a-fA-F]{3,6});`).exec(tokens);
  if (!match) throw new Error(`${name} is not a hex token`);
  return match[1]!;
}

describe('contrastRatio', () => {
  it('computes WCAG ratios', () => {
    expect(contrastRatio('#000', '#fff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#777')).toBeCloseTo(1, 5);
    expect(contrastRatio('red', '#fff')).toBeNull();
  });
});

describe('the design tokens (docs/design.md)', () => {
  const surfaces = ['--bg', '--surface-1', '--surface-2', '--surface-3'];
  it.each(['--text', '--text-muted', '--accent', '--win', '--lose', '--danger', '--focus'])(
    '%s reads at AA (4.5:1) on every surface',
    (text) => {
      for (const surface of surfaces) {
        expect(contrastRatio(token(text), token(surface))).toBeGreaterThanOrEqual(4.5);
      }
    },
  );

  it('win and loss read at AA on their result panels', () => {
    expect(contrastRatio(token('--win'), token('--success-surface'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('--lose'), token('--danger-surface'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('--accent'), token('--success-surface'))).toBeGreaterThanOrEqual(
      4.5,
    );
  });

  it('text on filled accent, success and danger reads at AA', () => {
    expect(contrastRatio(token('--text-on-accent'), token('--accent'))).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(token('--text-on-success'), token('--success'))).toBeGreaterThanOrEqual(
      4.5,
    );
    expect(contrastRatio(token('--text-on-danger'), token('--danger'))).toBeGreaterThanOrEqual(4.5);
  });
});
