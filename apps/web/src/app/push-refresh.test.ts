import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { walletBalanceQueryKey } from '../api/get-wallet-balance';
import { messagesQueryKey } from '../api/get-unread-count';
import { systemStatusQueryOptions } from '../api/get-system-status';
import { contractsQueryKey } from '../features/agent-centre/api/agent-query-key';
import { depositOrdersQueryKey } from '../features/deposit/api/get-deposit-orders';
import { playSessionQueryKey } from '../features/play-session/api/get-play-session';
import { pointsQueryKey } from '../features/point-mall/api/points-api';
import { fundsQueryKey } from '../features/wallet/api/get-wallet-funds';
import { withdrawalsQueryKey } from '../features/withdrawal/api/get-withdrawals';
import { applyPushEvent, rereadPushed } from './push-refresh';

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

  it('reads the funds, withdrawals, deposits and points again on a message: it tells of their change', () => {
    // A withdrawal approved writes an inbox message and moves no balance: the held amount
    // ("in process") must not stay as it was.
    const client = new QueryClient();
    const reads = [
      fundsQueryKey(),
      withdrawalsQueryKey(),
      [...depositOrdersQueryKey(), 1],
      [...pointsQueryKey(), 'history'],
    ];
    for (const key of reads) client.setQueryData(key, {});
    client.setQueryData(walletBalanceQueryKey(), { balance: 1, currency: 'BRL' });
    applyPushEvent(client, { id: 10, kind: 'message', payload: {} });
    for (const key of reads)
      expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    expect(client.getQueryState(walletBalanceQueryKey())?.isInvalidated).toBe(false);
  });
});

describe('rereadPushed', () => {
  it('marks stale everything the channel feeds, the balance included', () => {
    const client = new QueryClient();
    const fed = [
      walletBalanceQueryKey(),
      fundsQueryKey(),
      playSessionQueryKey(),
      [...messagesQueryKey(), 'unread'],
      [...contractsQueryKey, 'info'],
      systemStatusQueryOptions().queryKey,
      ['announcements', 'A', 'pt'],
      withdrawalsQueryKey(),
    ];
    for (const key of fed) client.setQueryData(key, {} as never);
    client.setQueryData(['games', 'list'], {});
    rereadPushed(client);
    for (const key of fed) expect(client.getQueryState(key)?.isInvalidated, String(key)).toBe(true);
    // What no event feeds keeps its freshness.
    expect(client.getQueryState(['games', 'list'])?.isInvalidated).toBe(false);
  });
});
