/**
 * A stream's resume position (ADR 031, R11), sent as every message's `id:` and read back
 * from `Last-Event-ID`: `floor`, at and below which every event for the stream was sent or
 * is not coming, and the ids sent above it. Ids are taken at insert but transactions
 * commit in any order, so "the highest id sent" is not a position: a lower id committed
 * later would be skipped by a resume. The floor rises to the hub's settle horizon, below
 * which every event is final, so the list holds only the last few seconds' ids.
 */
export type Cursor = { floor: number; listed: number[] };

/** Ids a cursor lists at most: past it the floor rises over the oldest (a named window). */
export const MAX_LISTED = 64;
/** A cursor's length at most: an `id:` line and a request header stay small. */
export const MAX_CURSOR_CHARS = 256;
/** Ids one stream remembers as sent above its floor (to skip a late NOTIFY of one). */
export const MAX_TRACKED = 1024;

const SEPARATOR = '_';
const FORM = /^\d{1,16}(?:_\d{1,16})*$/;

/**
 * `floor`, then each listed id as its distance from the one before: floor 1200 with 1203
 * and 1205 is `1200_3_2`; nothing listed is the plain floor (`1200`), the form ids had
 * before, so an old client's id still resumes. Only the newest ids that fit MAX_LISTED and
 * MAX_CURSOR_CHARS are listed; the floor rises to the newest one left out.
 */
export function formatCursor(floor: number, sent: readonly number[]): string {
  for (let from = Math.max(0, sent.length - MAX_LISTED); ; from += 1) {
    const base = from > 0 ? Math.max(floor, sent[from - 1]!) : floor;
    let text = String(base);
    let previous = base;
    for (let i = from; i < sent.length; i += 1) {
      text += SEPARATOR + String(sent[i]! - previous);
      previous = sent[i]!;
    }
    if (text.length <= MAX_CURSOR_CHARS || from >= sent.length) return text;
  }
}

/**
 * A cursor from `Last-Event-ID`, or null (absent or malformed: a fresh start). Strict:
 * digits and the separator only, bounded in length and count, every id a safe integer,
 * every listed id above the one before (a distance of at least 1).
 */
export function parseCursor(header: string | string[] | undefined): Cursor | null {
  const raw = Array.isArray(header) ? header[0] : header;
  const value = raw?.trim();
  if (!value || value.length > MAX_CURSOR_CHARS || !FORM.test(value)) return null;
  const [floorText, ...steps] = value.split(SEPARATOR);
  if (steps.length > MAX_LISTED) return null;
  const floor = Number(floorText);
  if (!Number.isSafeInteger(floor)) return null;
  const listed: number[] = [];
  let previous = floor;
  for (const stepText of steps) {
    const step = Number(stepText);
    previous += step;
    if (step < 1 || !Number.isSafeInteger(previous)) return null;
    listed.push(previous);
  }
  return { floor, listed };
}

/**
 * What one stream has sent, kept as its cursor: the floor and the ids above it, ascending.
 * It remembers up to MAX_TRACKED ids (more than a cursor lists) so a NOTIFY that reaches
 * this instance after the replay already sent its event is still recognised.
 */
export class StreamPosition {
  private floor = 0;
  private readonly sent: number[] = [];

  /** Takes in a cursor (the client's, or a resync's newest id): what it covers counts as sent. */
  merge(cursor: Cursor): void {
    this.settle(cursor.floor);
    for (const id of cursor.listed) this.add(id);
  }

  /** Whether the stream sent this id and still remembers it (ids under the floor: unknown). */
  has(id: number): boolean {
    let low = 0;
    let high = this.sent.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const value = this.sent[middle]!;
      if (value === id) return true;
      if (value < id) low = middle + 1;
      else high = middle - 1;
    }
    return false;
  }

  /** Records a sent id; one at or under the floor is covered by it already. */
  add(id: number): void {
    if (id <= this.floor || this.has(id)) return;
    // Mostly appended: events come in id order but for the odd late commit.
    let at = this.sent.length;
    while (at > 0 && this.sent[at - 1]! > id) at -= 1;
    this.sent.splice(at, 0, id);
    if (this.sent.length > MAX_TRACKED) this.floor = this.sent.shift()!;
  }

  /** Everything at or under `to` is final for this stream: the floor rises to it. */
  settle(to: number): void {
    if (to <= this.floor) return;
    this.floor = to;
    let drop = 0;
    while (drop < this.sent.length && this.sent[drop]! <= to) drop += 1;
    if (drop > 0) this.sent.splice(0, drop);
  }

  toString(): string {
    return formatCursor(this.floor, this.sent);
  }
}
