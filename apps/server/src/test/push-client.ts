import { pushPaths } from '@openlobby/contract';

export type StreamMessage = { event: string; id: string | null; data: unknown };

/**
 * A push stream read the way the web app reads it (fetch with the Authorization header),
 * parsed into messages a test awaits one by one.
 */
export async function openPushStream(
  baseUrl: string,
  token: string,
  /** A cursor as the server sent it in `id:` (a plain number is one too). */
  lastEventId?: number | string,
): Promise<PushStream> {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}${pushPaths.events}`, {
    headers: {
      authorization: token,
      ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}),
    },
    signal: controller.signal,
  });
  return new PushStream(response, controller);
}

export class PushStream {
  private readonly messages: StreamMessage[] = [];
  private waiters: (() => void)[] = [];
  ended = false;

  constructor(
    readonly response: Response,
    private readonly controller: AbortController,
  ) {
    if (response.body) void this.read(response.body);
    else this.ended = true;
  }

  /** The next message (pings skipped), or an error after `timeoutMs`. */
  async next(timeoutMs = 5000): Promise<StreamMessage> {
    const deadline = Date.now() + timeoutMs;
    while (this.messages.length === 0) {
      if (this.ended) throw new Error('stream ended');
      const left = deadline - Date.now();
      if (left <= 0) throw new Error('no message in time');
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
    return this.messages.shift()!;
  }

  /** Messages that arrive within `ms` (to prove nothing else came). */
  async drain(ms: number): Promise<StreamMessage[]> {
    await new Promise((r) => setTimeout(r, ms));
    return this.messages.splice(0);
  }

  close(): void {
    this.controller.abort();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }

  private async read(body: ReadableStream<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of body) {
        buffer += decoder.decode(chunk, { stream: true });
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const message: StreamMessage = { event: 'message', id: null, data: null };
          let isComment = true;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) continue;
            isComment = false;
            const colon = line.indexOf(':');
            const field = line.slice(0, colon);
            const value = line.slice(colon + 1).trimStart();
            if (field === 'event') message.event = value;
            else if (field === 'id') message.id = value;
            else if (field === 'data') message.data = JSON.parse(value);
          }
          if (!isComment) this.messages.push(message);
        }
        this.wake();
      }
    } catch {
      // Aborted or reset: the stream has ended.
    }
    this.ended = true;
    this.wake();
  }
}
