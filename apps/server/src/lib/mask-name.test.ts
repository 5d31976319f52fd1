import { describe, expect, it } from 'vitest';
import { maskName } from './mask-name';

describe('maskName', () => {
  it('keeps only the ends of a name', () => {
    expect(maskName('demo_player')).toBe('de***er');
    expect(maskName('abcd')).toBe('a***d');
    expect(maskName('ab')).toBe('a***');
  });
});
