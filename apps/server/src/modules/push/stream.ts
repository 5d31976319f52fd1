import type { Db } from '../../db/client';
import type { PushConnection } from './connection';
import { eventsAfter, issuedEventId, latestEventId, oldestEventId } from './repository';

/** Events read per replay query; a longer gap is read page by page. */
const REPLAY_PAGE = 500;

/** `Last-Event-ID` as a positive id, or null (absent or not plain digits: a fresh start). */
export function parseLastEventId(header: string | string[] | undefined): number | null {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value || !/^\d{1,15}$/.test(value.trim())) return null;
  return Number(value.trim());
}

/**
 * Starts a stream: a fresh one begins after the newest event; a resuming one first gets
 * every event after its id (its member's and the broadcasts), read from the database in id
 * order, then the live events that arrived meanwhile and were not in the replay. When the
 * id is older than the oldest event kept (pruned after a day), or none is kept and ids past
 * it were handed out, `ready` says `resync` and
 * the client re-reads what it shows instead of trusting the stream for the gap.
 */
export async function startStream(
  db: Db,
  connection: PushConnection,
  lastEventId: number | null,
  maxReplay: number,
): Promise<void> {
  if (lastEventId === null) {
    connection.ready(await latestEventId(db), false);
    connection.live();
    return;
  }
  const oldest = await oldestEventId(db);
  // Nothing kept (a quiet site prunes everything after a day): events were lost if ids
  // past the client's were handed out since.
  const resync =
    oldest === null ? (await issuedEventId(db)) > lastEventId : oldest > lastEventId + 1;
  connection.ready(lastEventId, resync);
  let after = lastEventId;
  let sent = 0;
  while (!connection.closed) {
    const page = await eventsAfter(db, connection.memberId, after, REPLAY_PAGE);
    for (const event of page) connection.replayed(event);
    sent += page.length;
    if (page.length < REPLAY_PAGE) break;
    after = page[page.length - 1]!.id;
    if (sent >= maxReplay) {
      // So long a gap is cheaper re-read than replayed; the client resyncs from here.
      connection.ready(await latestEventId(db), true);
      break;
    }
  }
  connection.live();
}
