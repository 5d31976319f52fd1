import { pushPaths } from '@openlobby/contract/push/paths';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { walletBalanceQueryKey } from '../api/get-wallet-balance';
import { fundsQueryKey } from '../features/wallet/api/get-wallet-funds';
import { storageKeys } from '../lib/storage-keys';
import { usePushStore } from '../stores/push-store';
import { useSessionStore } from '../stores/session-store';
import { fakeLocks } from '../test/fake-locks';
import { PushEvents } from './push-events';

/** The server's push streams, one per request; every other path fails like a lost network. */
function servePush() {
  const streams: ReadableStreamDefaultController<Uint8Array>[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    if (!String(input).endsWith(pushPaths.events)) throw new TypeError('offline');
    const body = new ReadableStream<Uint8Array>({ start: (c) => void streams.push(c) });
    init?.signal?.addEventListener('abort', () => streams.at(-1)?.error(new Error('aborted')));
    return new Response(body, { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  const send = (text: string) => streams[0]!.enqueue(new TextEncoder().encode(text));
  return { fetchMock, send };
}

/** A tab of the member's: its own caches, with the balance and funds its page read. */
function openTab() {
  const queryClient = new QueryClient();
  queryClient.setQueryData(walletBalanceQueryKey(), { balance: 100, currency: 'BRL' });
  queryClient.setQueryData(fundsQueryKey(), {});
  render(
    <QueryClientProvider client={queryClient}>
      <PushEvents />
    </QueryClientProvider>,
  );
  return queryClient;
}

beforeEach(() => {
  sessionStorage.setItem(storageKeys.token, 'tok');
  Object.defineProperty(navigator, 'locks', {
    value: fakeLocks().tab('this browser'),
    configurable: true,
  });
  useSessionStore.setState({
    isLogin: true,
    member: {
      id: 42,
      account: 'ana',
      nickname: 'Ana',
      type: 0,
      currencySymbol: 'R$',
      totpEnabled: false,
    },
  });
});

afterEach(() => {
  useSessionStore.getState().clearMember();
  Reflect.deleteProperty(navigator, 'locks');
  vi.unstubAllGlobals();
});

describe('PushEvents in two tabs of one member', () => {
  it('opens one stream, and each tab re-reads at first and applies every event alike', async () => {
    const server = servePush();
    const first = openTab();
    const second = openTab();
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1));

    server.send('id: 7\nevent: ready\ndata: {"resync":false}\n\n');
    await vi.waitFor(() => expect(usePushStore.getState().connected).toBe(true));
    // A change made between the pages' reads and the stream was not pushed: read again.
    for (const tab of [first, second]) {
      await vi.waitFor(() =>
        expect(tab.getQueryState(walletBalanceQueryKey())?.isInvalidated).toBe(true),
      );
    }

    for (const tab of [first, second]) tab.setQueryData(fundsQueryKey(), {});
    server.send(
      `id: 8\nevent: balance\ndata: ${JSON.stringify({ id: 8, kind: 'balance', payload: { balance: 2_500 } })}\n\n`,
    );
    for (const tab of [first, second]) {
      await vi.waitFor(() =>
        expect(tab.getQueryData(walletBalanceQueryKey())).toEqual({
          balance: 2_500,
          currency: 'BRL',
        }),
      );
      expect(tab.getQueryState(fundsQueryKey())?.isInvalidated).toBe(true);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.fetchMock).toHaveBeenCalledTimes(1);
  });

  it('stops the stream when the member logs out', async () => {
    const server = servePush();
    openTab();
    await vi.waitFor(() => expect(server.fetchMock).toHaveBeenCalledTimes(1));
    server.send('id: 1\nevent: ready\ndata: {}\n\n');
    await vi.waitFor(() => expect(usePushStore.getState().connected).toBe(true));
    const signal = server.fetchMock.mock.calls[0]![1]!.signal!;

    useSessionStore.getState().clearMember();
    await vi.waitFor(() => expect(signal.aborted).toBe(true));
    expect(usePushStore.getState().connected).toBe(false);
  });
});
