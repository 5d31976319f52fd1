import { z } from 'zod';

/*
 * The request fields every API shape is built from (S7): text that refuses control
 * characters, row ids bounded to their column, and numbers that are JSON numbers in bodies
 * and plain digits in query strings and paths. Every request schema uses these, so bad
 * input is refused by validation, in the caller's language, before it reaches a handler
 * or PostgreSQL (which refuses a NUL in text and an int4 beyond 2^31 − 1 with a 500).
 */

/** The code a field refused for a control character answers; its message says why. */
export const TEXT_CONTROL_CHARACTERS = 'TEXT_CONTROL_CHARACTERS';

// Matching control characters is the point of these two patterns.
/* eslint-disable no-control-regex */
/**
 * No C0 control (U+0000–U+001F, NUL and line breaks included), DEL, C1 (U+0080–U+009F), nor
 * a bidirectional embedding, override or isolate (U+202A–U+202E, U+2066–U+2069): those
 * reorder how the rest is drawn, so a name shown to others (a downline's nickname to its
 * agent) could read as another.
 */
export const SINGLE_LINE_TEXT = /^[^\u0000-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/** The same, but tab, line feed and carriage return are allowed (a textarea's value). */
export const MULTILINE_TEXT =
  /^[^\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]*$/;
/* eslint-enable no-control-regex */

export type TextOptions = {
  /** Fewest characters (UTF-16 units, as zod counts); none by default. */
  min?: number;
  /** Keep tab and line breaks (e.g. feedback, announcement content). */
  multiline?: boolean;
};

/**
 * A text field of a request: at most `max` characters and no control characters. The
 * refusal's message is the error code TEXT_CONTROL_CHARACTERS, which the server answers
 * with its own localized message. Chain more checks after it (`.trim()`, `.regex()`, …).
 */
export function text(max: number, options: TextOptions = {}) {
  const base = options.min === undefined ? z.string() : z.string().min(options.min);
  return base.max(max).regex(options.multiline ? MULTILINE_TEXT : SINGLE_LINE_TEXT, {
    error: TEXT_CONTROL_CHARACTERS,
  });
}

/** Whether a string has a character `text()` refuses (for fields read outside zod). */
export function hasControlCharacter(value: string, options: { multiline?: boolean } = {}) {
  return !(options.multiline ? MULTILINE_TEXT : SINGLE_LINE_TEXT).test(value);
}

/** The largest value of a PostgreSQL `integer` (int4, `serial`) column. */
export const INTEGER_COLUMN_MAX = 2_147_483_647;

/**
 * A row id in a JSON body: a JSON number, a whole one, 1 to 2^31 − 1 (every id a request
 * carries is an `integer` or `serial` column). `true`, `[684]` or `"0x2ac"` are refused.
 */
export const idSchema = z.number().int().min(1).max(INTEGER_COLUMN_MAX);

/** Only ASCII digits: what a query string or path may carry for a number. */
export const DIGITS = /^[0-9]+$/;

/**
 * A whole number carried as text in a query string or path: ASCII digits only (no sign,
 * exponent, hex, spaces or fraction), then bounded as a number. Huge digit strings are
 * refused by their length before they are read.
 */
export function digitsInt(min: number, max: number) {
  return z
    .string()
    .max(16)
    .regex(DIGITS)
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));
}

/** A row id in a query string or path (`/operator/banners/12`, `?nodeId=684`). */
export const idParamSchema = digitsInt(1, INTEGER_COLUMN_MAX);
