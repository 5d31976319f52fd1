import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { walletBalanceQueryKey } from '../api/get-wallet-balance';
import { messagesQueryKey } from '../api/get-unread-count';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { playSessionQueryKey } from '../features/play-session/api/get-play-session';
import { applyPushEvent } from './push-events';

describe('applyPushEvent', () => {
  it('writes a pushed balance into the header balance query, keeping its currency', () => {
    const client = new QueryClient();
    client.setQueryData(walletBalanceQueryKey(), { balance: 100, currency: 'BRL' });
    applyPushEvent(client, { id: 5, kind: 'balance', payload: { balance: 2_500 } });
    expect(client.getQueryData(walletBalanceQueryKey())).toEqual({
      balance: 2_500,
      currency: 'BRL',
    });
  });

  it('reads the play session again on a balance event: the games’ net position follows (C3)', () => {
    const client = new QueryClient();
    client.setQueryData(playSessionQueryKey(), { net: 0 } as never);
    applyPushEvent(client, { id: 8, kind: 'message', payload: {} });
    expect(client.getQueryState(playSessionQueryKey())?.isInvalidated).toBe(false);
    applyPushEvent(client, { id: 9, kind: 'balance', payload: { balance: 900 } });
    expect(client.getQueryState(playSessionQueryKey())?.isInvalidated).toBe(true);
  });

  it('marks the queries of other kinds stale, and only those', () => {
    const client = new QueryClient();
    const unread = [...messagesQueryKey(), 'unread'];
    const status = systemStatusQueryOptions().queryKey;
    client.setQueryData(unread, { count: 1 });
    // Only the query's state matters here, not the status's fields.
    client.setQueryData(status, { status: 0 } as never);
    client.setQueryData(walletBalanceQueryKey(), { balance: 1, currency: 'BRL' });
    applyPushEvent(client, { id: 6, kind: 'message', payload: {} });
    expect(client.getQueryState(unread)?.isInvalidated).toBe(true);
    expect(client.getQueryState(status)?.isInvalidated).toBe(false);
    applyPushEvent(client, { id: 7, kind: 'status', payload: { key: 'maintenance' } });
    expect(client.getQueryState(status)?.isInvalidated).toBe(true);
    expect(client.getQueryState(walletBalanceQueryKey())?.isInvalidated).toBe(false);
  });
});
