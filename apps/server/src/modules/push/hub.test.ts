import type { ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client';
import { PushHub } from './hub';

const response = () =>
  ({
    destroyed: false,
    writableLength: 0,
    write: vi.fn(() => true),
    end: vi.fn(),
    destroy: vi.fn(),
  }) as unknown as ServerResponse & { end: ReturnType<typeof vi.fn> };

const log = { error: vi.fn(), warn: vi.fn() } as unknown as FastifyBaseLogger;

describe('PushHub', () => {
  it('ends the streams when notified events cannot be loaded, so their clients resume by id', async () => {
    const failing = { execute: vi.fn(() => Promise.reject(new Error('connection lost'))) };
    const hub = new PushHub(failing as unknown as Db, log, {
      maxPerMember: 5,
      maxBufferedBytes: 1024,
      maxPending: 10,
      settleMs: 1000,
    });
    const raw = response();
    hub.open(raw, 7, 'token');
    expect(hub.size).toBe(1);
    hub.notified('41:7');
    await vi.waitFor(() => expect(hub.size).toBe(0));
    // Ended, not destroyed: the client reads the end of the stream and reconnects.
    expect(raw.end).toHaveBeenCalled();
    expect(failing.execute).toHaveBeenCalledTimes(1);
  });

  it('skips an event of a member with no stream here without loading it', () => {
    const db = { execute: vi.fn() };
    const hub = new PushHub(db as unknown as Db, log, {
      maxPerMember: 5,
      maxBufferedBytes: 1024,
      maxPending: 10,
      settleMs: 1000,
    });
    hub.open(response(), 7, 'token');
    hub.notified('42:8');
    expect(db.execute).not.toHaveBeenCalled();
  });

  it('counts every NOTIFY for the horizon, and keeps it under ids not yet handed to streams', async () => {
    let now = 0;
    let loaded!: (rows: unknown[]) => void;
    const db = {
      execute: vi.fn(
        () => new Promise<{ rows: unknown[] }>((r) => (loaded = (rows) => r({ rows }))),
      ),
    };
    const hub = new PushHub(db as unknown as Db, log, {
      maxPerMember: 5,
      maxBufferedBytes: 1 << 20,
      maxPending: 10,
      settleMs: 1000,
      now: () => now,
    });
    const raw = response();
    const c = hub.open(raw, 7, 'token');
    c.ready(40, false);
    c.live();
    hub.notified('50:8'); // another member's, with no stream here: counted all the same
    now = 1000;
    expect(hub.horizon()).toBe(50);
    hub.notified('60:7');
    now = 2000;
    // 60 was notified a window ago, but is still being loaded for the stream here.
    expect(hub.horizon()).toBe(59);
    loaded([{ id: '60', member_id: 7, kind: 'balance', payload: { balance: 1 }, age: 0 }]);
    await vi.waitFor(() => expect(raw.write).toHaveBeenCalledTimes(2));
    expect(hub.horizon()).toBe(60);
    // Written while 60 was still being delivered: the floor stopped under it, 60 is listed.
    expect(String(vi.mocked(raw.write).mock.calls[1]![0])).toMatch(/^id: 59_1\n/);
    expect(c.cursor).toBe('59_1');
  });
});
