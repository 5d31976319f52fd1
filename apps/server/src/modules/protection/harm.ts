import type { HarmMarker } from '@openlobby/contract';
import type { Db } from '../../db/client';
import { harmRows } from './repository';

const detailOf: Record<HarmMarker['marker'], (figure: string) => string> = {
  'rising-deposits': (n) => `deposits rose week over week ${n} times in the last 4 weeks`,
  'long-sessions': (h) => `a session of ${h} hours`,
  'reversed-withdrawals': (n) => `${n} withdrawals cancelled by the member in 30 days`,
  'limit-hits': (n) => `${n} stakes or deposits refused by a limit in 30 days`,
};

/** Markers of harm for the operator (MGA Art. 17A), one line per member and marker. */
export async function harmMarkers(db: Db, longSessionHours: number): Promise<HarmMarker[]> {
  const rows = await harmRows(db, longSessionHours);
  return rows.map((r) => {
    const marker = r.marker as HarmMarker['marker'];
    return { memberId: r.memberId, account: r.account, marker, detail: detailOf[marker](r.figure) };
  });
}
