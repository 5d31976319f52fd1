import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { QueryStatus } from '../../../components/query-status';
import { useGameStart } from '../../../components/game-launch/use-game-start';
import { formatMoney } from '../../../lib/format-money';
import { useSessionStore } from '../../../stores/session-store';
import { useRooms } from '../api/get-rooms';
import { useMemberId } from '../hooks/use-member-id';
import styles from './game-list-page.module.css';

/** Rooms shown at first, and added by each "show more" (the DOM stays small, P3). */
const roomsStep = 12;

/** The open PVP rooms (GLS2_roomList) for members, each joinable in the game popup. */
export function PvpRooms() {
  const { t } = useTranslation();
  const memberId = useMemberId();
  const language = useSessionStore((s) => s.language);
  const query = useRooms(memberId, language);
  // Stakes are shown in the wallet's currency once it is known.
  const currency = useWalletBalance(memberId !== undefined).data?.currency;
  const { start } = useGameStart();
  const [shown, setShown] = useState(roomsStep);
  const rooms = query.data ?? [];

  return (
    <section aria-labelledby="rooms-title">
      <h2 id="rooms-title">{t('gameList.rooms.title')}</h2>
      <QueryStatus query={query} />
      {query.data && query.data.length === 0 && <p className="muted">{t('gameList.rooms.none')}</p>}
      {query.data && query.data.length > 0 && (
        <table className={styles.rooms}>
          <thead>
            <tr>
              <th scope="col">{t('gameList.rooms.name')}</th>
              <th scope="col">{t('gameList.rooms.minBet')}</th>
              <th scope="col">{t('gameList.rooms.players')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('gameList.rooms.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {rooms.slice(0, shown).map((room) => (
              <tr key={room.roomId}>
                <th scope="row">{room.name}</th>
                <td>{formatMoney(room.minBet, language, currency)}</td>
                <td>{t('gameList.rooms.seats', { players: room.players, seats: room.seats })}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('gameList.rooms.joinLabel', { name: room.name })}
                    onClick={() =>
                      start({
                        nodeId: room.nodeId,
                        vassalage: room.vassalage,
                        gameType: 'PVP',
                        gameCode: '',
                        isGame: 'GAME',
                        gameName: room.name,
                      })
                    }
                  >
                    {t('gameList.rooms.join')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {rooms.length > shown && (
        <button type="button" className="button" onClick={() => setShown(shown + roomsStep)}>
          {t('gameList.rooms.more', { count: rooms.length - shown })}
        </button>
      )}
    </section>
  );
}
