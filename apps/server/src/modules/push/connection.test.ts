import type { ServerResponse } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { PushConnection } from './connection';
import type { EventRow } from './repository';

/** A response whose socket never drains: every write stays buffered, as with a slow reader. */
function stuckResponse() {
  const written: string[] = [];
  const raw = {
    destroyed: false,
    writableLength: 0,
    write(text: string) {
      written.push(text);
      this.writableLength += Buffer.byteLength(text);
      return false;
    },
    end: vi.fn(),
    destroy: vi.fn(function (this: { destroyed: boolean }) {
      this.destroyed = true;
    }),
  };
  return { raw, written };
}

const balance = (id: number): EventRow => ({
  id,
  memberId: 1,
  kind: 'balance',
  payload: { balance: id },
});

describe('PushConnection', () => {
  it('drops a reader that falls behind instead of buffering without bound', () => {
    const { raw } = stuckResponse();
    const closed = vi.fn();
    const c = new PushConnection(
      raw as unknown as ServerResponse,
      1,
      'tok',
      0,
      { maxBufferedBytes: 4096, maxPending: 10 },
      closed,
    );
    c.ready(0, false);
    c.live();
    for (let id = 1; id <= 1000 && !c.closed; id += 1) c.deliver(balance(id));
    expect(c.closed).toBe(true);
    expect(raw.destroy).toHaveBeenCalled();
    expect(closed).toHaveBeenCalledWith(c);
    // What it holds is bounded by the limit plus one event, not by the events sent.
    expect(raw.writableLength).toBeLessThan(4096 + 1024);
    const before = raw.writableLength;
    c.deliver(balance(2000));
    expect(raw.writableLength).toBe(before);
  });

  it('holds live events during the replay, bounded, and sends each once after it', () => {
    const { raw, written } = stuckResponse();
    const c = new PushConnection(
      raw as unknown as ServerResponse,
      1,
      'tok',
      0,
      { maxBufferedBytes: 1 << 20, maxPending: 3 },
      () => undefined,
    );
    c.ready(0, false);
    c.deliver(balance(2)); // notified while the replay reads
    c.replayed(balance(1));
    c.replayed(balance(2)); // the replay saw it too
    c.deliver(balance(3));
    c.live();
    const ids = written
      .filter((w) => w.startsWith('id:') && !w.includes('event: ready'))
      .map((w) => (JSON.parse(w.split('data: ')[1]!) as { id: number }).id);
    expect(ids).toEqual([1, 2, 3]);

    const slow = new PushConnection(
      raw as unknown as ServerResponse,
      1,
      'tok',
      0,
      { maxBufferedBytes: 1 << 20, maxPending: 3 },
      () => undefined,
    );
    for (let id = 1; id <= 4; id += 1) slow.deliver(balance(id));
    expect(slow.closed).toBe(true);
  });

  const open = (horizon: () => number = () => 0) => {
    const { raw, written } = stuckResponse();
    const c = new PushConnection(
      raw as unknown as ServerResponse,
      1,
      'tok',
      0,
      { maxBufferedBytes: 1 << 20, maxPending: 10 },
      () => undefined,
      horizon,
    );
    /** [event id, the message's cursor] of each event written. */
    const sent = () =>
      written
        .filter((w) => !w.includes('event: ready'))
        .map((w) => [(JSON.parse(w.split('data: ')[1]!) as { id: number }).id, w.split('\n')[0]]);
    return { c, sent, written };
  };

  it("skips on replay the ids the client's cursor lists, and starts from that cursor", () => {
    const { c, sent, written } = open();
    c.ready({ floor: 10, listed: [12] }, false);
    expect(written[0]).toMatch(/^id: 10_2\n/);
    for (const id of [11, 12, 13]) c.replayed(balance(id));
    c.live();
    expect(sent()).toEqual([
      [11, 'id: 10_1_1'],
      [13, 'id: 10_1_1_1'],
    ]);
  });

  it('never sends an id twice: not one the replay sent and a late NOTIFY brings after it', () => {
    const { c, sent } = open();
    c.ready(10, false);
    c.replayed(balance(11));
    c.live();
    c.deliver(balance(11)); // its NOTIFY reached this instance after the replay read it
    c.deliver(balance(12));
    c.deliver(balance(12));
    expect(sent().map(([id]) => id)).toEqual([11, 12]);
  });

  it('raises the floor to the horizon as it writes, never past an event still to write', () => {
    let horizon = 0;
    const { c, sent } = open(() => horizon);
    c.ready(10, false);
    c.deliver(balance(14)); // live while the replay reads
    horizon = 20;
    c.replayed(balance(12));
    c.replayed(balance(15)); // the floor stays under 14, not yet written
    c.live();
    c.deliver(balance(25));
    c.deliver(balance(18)); // committed late, under the floor: still sent
    horizon = 30;
    c.deliver(balance(31));
    expect(sent()).toEqual([
      [12, 'id: 12'],
      [15, 'id: 13_2'],
      [14, 'id: 14_1'],
      [25, 'id: 20_5'],
      [18, 'id: 20_5'],
      [31, 'id: 30_1'],
    ]);
  });
});
