import type { Database } from './client';

/**
 * Subscribes to a NOTIFY channel on either database and returns the unsubscribe. On
 * PostgreSQL one client is taken from the pool and held for the process's life (LISTEN
 * belongs to a connection); if it breaks, it is replaced after `retryMs` and `onGap` runs so
 * the caller can catch up on what it missed from its own table (NOTIFY is never replayed).
 * PGlite delivers notifications in-process after the statement that committed them.
 */
export async function listenTo(
  database: Database,
  channel: string,
  onPayload: (payload: string) => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  return listenToChannels(database, { [channel]: onPayload }, options);
}

export type ListenOptions = {
  onGap?: () => void;
  onError?: (error: Error) => void;
  retryMs?: number;
};

/**
 * Like `listenTo`, for several channels on ONE held connection: the pool keeps room for a
 * fixed number of LISTEN holders (client.ts), so a module with two channels (the push
 * channel's events and its session ends) must not take two.
 */
export async function listenToChannels(
  database: Database,
  handlers: Record<string, (payload: string) => void>,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  const channels = Object.keys(handlers);
  if (database.kind === 'pglite') {
    const client = database.client;
    const stops = await Promise.all(channels.map((c) => client.listen(c, handlers[c]!)));
    return async () => {
      for (const stop of stops) await stop();
    };
  }

  const { pool } = database;
  const retryMs = options.retryMs ?? 1000;
  let stopped = false;
  let release: (() => void) | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const client = await pool.connect();
    const onNotification = (message: { channel: string; payload?: string }) => {
      const handler = Object.hasOwn(handlers, message.channel) ? handlers[message.channel] : null;
      if (handler && message.payload !== undefined) handler(message.payload);
    };
    const onError = (error: Error) => {
      options.onError?.(error);
      client.off('notification', onNotification);
      release = null;
      client.release(error);
      schedule();
    };
    client.on('notification', onNotification);
    client.on('error', onError);
    try {
      for (const channel of channels) await client.query(`LISTEN "${channel}"`);
    } catch (error) {
      // A LISTEN refused (the server going down): the connection goes back broken rather
      // than being held by nobody, or each retry would leak one of the pool's few.
      client.off('notification', onNotification);
      client.off('error', onError);
      client.release(error as Error);
      throw error;
    }
    release = () => {
      client.off('notification', onNotification);
      client.off('error', onError);
      client.release(true);
    };
  };
  const schedule = () => {
    if (stopped || retry) return;
    retry = setTimeout(() => {
      retry = null;
      connect()
        .then(() => options.onGap?.())
        .catch((error: unknown) => {
          options.onError?.(error as Error);
          schedule();
        });
    }, retryMs);
    retry.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    release?.();
  };
}
