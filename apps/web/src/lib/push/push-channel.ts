import type { PushEvent } from '@openlobby/contract/push/paths';
import { PushClient, type PushClientOptions } from './push-client';

/**
 * What the tabs of one member tell each other. The leader (the tab holding the stream)
 * sends the stream's last id with everything, so whichever tab leads next resumes there.
 */
type Relay =
  | { type: 'hello' } // a tab joined: the leader answers with `state`
  | { type: 'wake' } // a follower was shown again or is back online: the leader retries
  | { type: 'state'; connected: boolean; lastId: string | null }
  | { type: 'connected'; connected: boolean; lastId: string | null }
  | { type: 'ready'; reread: boolean; lastId: string | null }
  | { type: 'event'; event: PushEvent; lastId: string | null }
  | { type: 'ended'; lastId: string | null };

/** The part of the Web Locks API used here (`navigator.locks`). */
export type LockRequester = {
  request(
    name: string,
    options: { signal?: AbortSignal },
    callback: () => Promise<void>,
  ): Promise<unknown>;
};

export type PushChannelOptions = PushClientOptions & {
  /** Tabs with the same key share one stream: the member's id, so events reach only their tabs. */
  key: string;
  /** The browser's Web Locks; without them (or a BroadcastChannel) every tab has its own stream. */
  locks?: LockRequester | null;
  openChannel?: ((name: string) => BroadcastChannel) | null;
  /** Calls `wake` when the tab is back (online, shown, focused); returns how to stop. */
  onComeBack?: (wake: () => void) => () => void;
};

export type PushChannel = { stop: () => void };

/**
 * The push channel of every tab of one member in this browser (ADR 031, "One stream per
 * browser"): over HTTP/1.1 a browser opens 6 connections per host, so six tabs each holding
 * a stream would leave none for the API. One tab, elected by a Web Lock, holds the stream
 * and relays its events, its up/down state and its last id over a BroadcastChannel; the
 * others apply them as their own. The browser frees the lock when that tab closes or
 * crashes, and the next tab waiting for it resumes the stream from the last id it heard.
 * Without Web Locks or BroadcastChannel each tab opens its own stream, as before.
 */
export function startPushChannel(options: PushChannelOptions): PushChannel {
  const locks =
    options.locks === undefined
      ? ((globalThis.navigator as { locks?: LockRequester } | undefined)?.locks ?? null)
      : options.locks;
  const openChannel =
    options.openChannel === undefined
      ? typeof BroadcastChannel === 'function'
        ? (name: string) => new BroadcastChannel(name)
        : null
      : options.openChannel;
  if (!locks || !openChannel) return startAlone(options);
  // One name for the lock and the channel, per member.
  const name = `openlobby:push:${options.key}`;
  return startShared(options, name, locks, openChannel(name));
}

/** One stream for this tab alone. */
function startAlone(options: PushChannelOptions): PushChannel {
  const client = new PushClient(options);
  client.start();
  const unlisten = (options.onComeBack ?? onComeBack)(() => client.wake());
  return {
    stop: () => {
      unlisten();
      client.stop();
    },
  };
}

function startShared(
  options: PushChannelOptions,
  name: string,
  locks: LockRequester,
  channel: BroadcastChannel,
): PushChannel {
  let stopped = false;
  let connected = false;
  /** The tab has seen the channel up once: until then, its page's reads may have missed events. */
  let seenUp = false;
  /** The last id this tab heard of, to resume from if it comes to lead. */
  let lastId: string | null = null;
  /** Set while this tab leads. */
  let client: PushClient | null = null;
  let release = () => {};
  let alone: PushChannel | null = null;
  const abort = new AbortController();
  // The tab shown or online again: the leader retries at once (if its stream is down).
  const unlisten = (options.onComeBack ?? onComeBack)(() =>
    client ? client.wake() : post({ type: 'wake' }),
  );

  const post = (message: Relay) => channel.postMessage(message);
  const setConnected = (up: boolean) => {
    if (up === connected) return;
    connected = up;
    options.onConnected(up);
  };
  const ready = (reread: boolean) => {
    options.onReady(reread || !seenUp);
    seenUp = true;
  };

  channel.onmessage = ({ data }: MessageEvent<Relay>) => {
    if (stopped) return;
    if (data.type === 'ended') {
      // The leader's session ended; this tab's may have ended with it (a logout of a
      // shared session, a kick): the app checks its own. (This tab may lead already: the
      // lock can come before the message.)
      return options.onSessionEnded?.();
    }
    if (client) {
      if (data.type === 'hello') post({ type: 'state', connected, lastId: client.lastEventId });
      else if (data.type === 'wake') client.wake();
      return;
    }
    if ('lastId' in data) lastId = data.lastId;
    switch (data.type) {
      case 'state':
        setConnected(data.connected);
        // Up before this tab listened: what changed since its page's reads is read again.
        if (data.connected && !seenUp) ready(true);
        return;
      case 'connected':
        return setConnected(data.connected);
      case 'ready':
        return ready(data.reread);
      case 'event':
        return options.onEvent(data.event);
    }
  };

  const stop = () => {
    if (stopped) return;
    stopped = true;
    abort.abort();
    unlisten();
    const leader = client;
    client = null;
    leader?.stop();
    release();
    channel.close();
  };

  const lead = () =>
    new Promise<void>((resolve) => {
      if (stopped) return resolve();
      release = resolve;
      // The previous leader may have crashed while up: nothing is up until this stream is.
      setConnected(false);
      post({ type: 'connected', connected: false, lastId });
      const own: PushClient = new PushClient({
        ...options,
        lastEventId: lastId,
        onEvent: (event) => {
          options.onEvent(event);
          post({ type: 'event', event, lastId: own.lastEventId });
        },
        onReady: (reread) => {
          ready(reread);
          post({ type: 'ready', reread, lastId: own.lastEventId });
        },
        onConnected: (up) => {
          setConnected(up);
          post({ type: 'connected', connected: up, lastId: own.lastEventId });
        },
        onSessionEnded: () => {
          // This tab's session is over: it neither leads nor follows; the next tab leads
          // with its own session, or is refused in turn.
          post({ type: 'ended', lastId: own.lastEventId });
          stop();
          options.onSessionEnded?.();
        },
      });
      client = own;
      own.start();
    });

  locks.request(name, { signal: abort.signal }, lead).catch(() => {
    // Our own abort (stopped while waiting), or the locks refused: then this tab streams alone.
    if (stopped) return;
    stop();
    alone = startAlone(options);
  });
  post({ type: 'hello' });

  return {
    stop: () => {
      stop();
      alone?.stop();
    },
  };
}

/** Calls `wake` when the network is back or the tab is shown or focused again. */
function onComeBack(wake: () => void): () => void {
  const onVisibility = () => {
    if (document.visibilityState === 'visible') wake();
  };
  window.addEventListener('online', wake);
  window.addEventListener('focus', wake);
  document.addEventListener('visibilitychange', onVisibility);
  return () => {
    window.removeEventListener('online', wake);
    window.removeEventListener('focus', wake);
    document.removeEventListener('visibilitychange', onVisibility);
  };
}
