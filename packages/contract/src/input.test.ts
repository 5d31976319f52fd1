import { describe, expect, it } from 'vitest';
import {
  digitsInt,
  hasControlCharacter,
  idParamSchema,
  idSchema,
  INTEGER_COLUMN_MAX,
  text,
  TEXT_CONTROL_CHARACTERS,
} from './input';

const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((i) => i.message) ?? [];

describe('text()', () => {
  it('takes ordinary text, accents and emoji included, up to its length', () => {
    expect(text(20).parse('Olá, mundo 🎰')).toBe('Olá, mundo 🎰');
    expect(text(3).safeParse('abcd').success).toBe(false);
    expect(text(5, { min: 2 }).safeParse('a').success).toBe(false);
  });

  it.each([
    ['NUL', '\u0000'],
    ['bell', '\u0007'],
    ['tab', '\t'],
    ['line feed', '\n'],
    ['carriage return', '\r'],
    ['escape', '\u001b'],
    ['DEL', '\u007f'],
    ['C1 next line', '\u0085'],
    ['C1 CSI', '\u009b'],
    ['a right-to-left override', '\u202e'],
    ['a left-to-right embedding', '\u202a'],
    ['a first-strong isolate', '\u2068'],
  ])('refuses %s on one line, naming TEXT_CONTROL_CHARACTERS', (_name, c) => {
    const result = text(50).safeParse(`ab${c}cd`);
    expect(result.success).toBe(false);
    expect(messages(result)).toEqual([TEXT_CONTROL_CHARACTERS]);
    expect(hasControlCharacter(`ab${c}cd`)).toBe(true);
  });

  it('keeps tab and line breaks in multi-line text, and refuses the other controls', () => {
    const multiline = text(50, { multiline: true });
    expect(multiline.parse('one\r\ntwo\n\tthree')).toBe('one\r\ntwo\n\tthree');
    for (const c of [
      '\u0000',
      '\u0008',
      '\u000b',
      '\u000c',
      '\u001f',
      '\u007f',
      '\u0090',
      '\u202e',
    ]) {
      expect(messages(multiline.safeParse(`a${c}b`))).toEqual([TEXT_CONTROL_CHARACTERS]);
      expect(hasControlCharacter(`a${c}b`, { multiline: true })).toBe(true);
    }
    expect(hasControlCharacter('a\r\n\tb', { multiline: true })).toBe(false);
  });

  it('refuses what is not a string', () => {
    for (const value of [1, true, null, ['a'], { a: 1 }]) {
      expect(text(10).safeParse(value).success).toBe(false);
    }
  });
});

describe('idSchema (JSON bodies)', () => {
  it('takes whole JSON numbers from 1 to the largest integer column value', () => {
    expect(idSchema.parse(1)).toBe(1);
    expect(idSchema.parse(INTEGER_COLUMN_MAX)).toBe(2_147_483_647);
  });

  it.each([
    ['0', 0],
    ['negative', -1],
    ['beyond an integer column', 3_000_000_000],
    ['fractional', 1.5],
    ['true', true],
    ['an array', [684]],
    ['hex text', '0x2ac'],
    ['digits as text', '684'],
    ['null', null],
    ['infinity', Number.POSITIVE_INFINITY],
  ])('refuses %s', (_name, value) => {
    expect(idSchema.safeParse(value).success).toBe(false);
  });
});

describe('idParamSchema and digitsInt (query strings and paths)', () => {
  it('reads ASCII digits as the number', () => {
    expect(idParamSchema.parse('684')).toBe(684);
    expect(idParamSchema.parse('007')).toBe(7);
    expect(idParamSchema.parse(String(INTEGER_COLUMN_MAX))).toBe(INTEGER_COLUMN_MAX);
    expect(digitsInt(1, 50).default(20).parse(undefined)).toBe(20);
  });

  it.each([
    '',
    '0',
    '3000000000',
    '0x2ac',
    '1e3',
    '+5',
    '-5',
    ' 5',
    '5 ',
    '5.0',
    '٣',
    '9'.repeat(400),
  ])('refuses %j', (value) => {
    expect(idParamSchema.safeParse(value).success).toBe(false);
  });

  it('refuses numbers and arrays that did not come as query text', () => {
    expect(idParamSchema.safeParse(5).success).toBe(false);
    expect(idParamSchema.safeParse(['5', '6']).success).toBe(false);
  });
});
