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
    });
    hub.open(response(), 7, 'token');
    hub.notified('42:8');
    expect(db.execute).not.toHaveBeenCalled();
  });
});
