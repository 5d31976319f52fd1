import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MessagesView } from './messages-view';

type Msg = {
  id: number;
  kind: string;
  title: string;
  body: string;
  read: boolean;
  createdAt: string;
};

const at = '2026-11-23T12:00:00.000Z';
let inbox: Msg[] = [];

/** A fake server keeping an inbox: opening marks read, deleting removes, read-all reads all. */
function serve() {
  const sent: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input));
      const method = init?.method ?? 'GET';
      sent.push(`${method} ${url.pathname}${url.search}`);
      const reply = (value: unknown, status = 200) =>
        new Response(
          JSON.stringify(
            status === 200
              ? { success: true, value }
              : { success: false, errorCode: 'MESSAGE_NOT_FOUND', message: String(value) },
          ),
          { status, headers: { 'content-type': 'application/json' } },
        );
      const one = /^\/wps\/v2\/messages\/(\d+)$/.exec(url.pathname);
      if (url.pathname === '/wps/v2/messages' && method === 'GET') {
        const pageNo = Number(url.searchParams.get('pageNo'));
        const list = url.searchParams.get('unread') === '1' ? inbox.filter((m) => !m.read) : inbox;
        return reply({
          content: list.slice((pageNo - 1) * 10, pageNo * 10),
          pageNum: pageNo,
          totalPages: Math.ceil(list.length / 10),
          unreadCount: inbox.filter((m) => !m.read).length,
        });
      }
      if (one && method === 'GET') {
        const found = inbox.find((m) => m.id === Number(one[1]));
        if (!found) return reply('There is no such message in your inbox.', 404);
        found.read = true;
        return reply(found);
      }
      if (one && method === 'DELETE') {
        inbox = inbox.filter((m) => m.id !== Number(one[1]));
        return reply({ id: Number(one[1]) });
      }
      if (url.pathname === '/wps/v2/messages/read-all') {
        const marked = inbox.filter((m) => !m.read).length;
        inbox.forEach((m) => (m.read = true));
        return reply({ marked });
      }
      return reply('unexpected', 404);
    }),
  );
  return sent;
}

function renderView() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MessagesView />
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MessagesView', () => {
  it('lists messages with the unread ones marked, opens one (read) and deletes it', async () => {
    const user = userEvent.setup();
    inbox = [
      {
        id: 2,
        kind: 'deposit_credited',
        title: 'Deposit credited',
        body: 'Your deposit of R$ 50.00 was credited.',
        read: false,
        createdAt: at,
      },
      { id: 1, kind: 'operator', title: 'Welcome', body: 'Hello!', read: true, createdAt: at },
    ];
    serve();
    renderView();
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^Unread:\s*Deposit credited/ })).toBeTruthy();
    expect(within(list).getByRole('button', { name: /^Welcome/ })).toBeTruthy();

    await user.click(within(list).getByRole('button', { name: /^Unread:\s*Deposit credited/ }));
    const reader = await screen.findByRole('article', { name: 'Deposit credited' });
    expect(reader.textContent).toContain('Your deposit of R$ 50.00 was credited.');
    await user.click(screen.getByRole('button', { name: 'Back to messages' }));
    expect(await screen.findByText('0 unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(screen.getByRole('button', { name: 'Delete: Welcome' }));
    await vi.waitFor(() => expect(screen.queryByRole('button', { name: /^Welcome/ })).toBeNull());
  });

  it('marks all read, filters unread ones, and says so when the inbox is empty', async () => {
    const user = userEvent.setup();
    inbox = [
      { id: 5, kind: 'operator', title: 'A', body: 'a', read: false, createdAt: at },
      { id: 4, kind: 'operator', title: 'B', body: 'b', read: false, createdAt: at },
    ];
    const sent = serve();
    renderView();
    await screen.findByText('2 unread');
    await user.click(screen.getByRole('checkbox', { name: 'Unread only' }));
    await vi.waitFor(() =>
      expect(sent).toContain('GET /wps/v2/messages?pageNo=1&pageSize=10&unread=1'),
    );
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('No messages.')).toBeTruthy();
    expect(sent).toContain('POST /wps/v2/messages/read-all');
  });

  it('shows the server’s refusal when a message is gone', async () => {
    const user = userEvent.setup();
    inbox = [{ id: 9, kind: 'operator', title: 'Gone', body: 'x', read: false, createdAt: at }];
    serve();
    renderView();
    const list = await screen.findByRole('list', { name: 'Messages' });
    inbox = [];
    await user.click(within(list).getByRole('button', { name: /^Unread:\s*Gone/ }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There is no such message in your inbox.',
    );
  });
});
