import type { Db } from '../../db/client';
import type { PushConnection } from './connection';
import { parseCursor, type Cursor } from './cursor';
import { eventsAfter, issuedEventId, latestEventId, oldestEventId } from './repository';

/** Events read per replay query; a longer gap is read page by page. */
const REPLAY_PAGE = 500;

/** `Last-Event-ID` as a cursor (cursor.ts), or null (absent or malformed: a fresh start). */
export function parseLastEventId(header: string | string[] | undefined): Cursor | null {
  return parseCursor(header);
}

/**
 * Starts a stream: a fresh one begins after the newest event; a resuming one first gets
 * every event after its cursor's floor that the cursor does not list (its member's and the
 * broadcasts), read from the database in id order, then the live events that arrived
 * meanwhile and were not in the replay. When the floor is older than the oldest event kept
 * (pruned after a day), or none is kept and ids past it were handed out, `ready` says
 * `resync` and the client re-reads what it shows instead of trusting the stream for the gap.
 */
export async function startStream(
  db: Db,
  connection: PushConnection,
  resume: Cursor | null,
  maxReplay: number,
): Promise<void> {
  if (resume === null) {
    connection.ready(await latestEventId(db), false);
    connection.live();
    return;
  }
  const { floor } = resume;
  const oldest = await oldestEventId(db);
  // Nothing kept (a quiet site prunes everything after a day): events were lost if ids
  // past the client's were handed out since.
  const resync = oldest === null ? (await issuedEventId(db)) > floor : oldest > floor + 1;
  connection.ready(resume, resync);
  let after = floor;
  let sent = 0;
  while (!connection.closed) {
    const page = await eventsAfter(db, connection.memberId, after, REPLAY_PAGE);
    // The ids the cursor lists were sent before: the connection skips them.
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
