import type { RaffleItem } from '@openlobby/contract/raffle/schemas';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../components/query-status';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { intlLocales } from '../../../lib/i18n/intl-locales';
import { useLazyStrings } from '../../../lib/i18n/use-lazy-strings';
import { useSessionStore } from '../../../stores/session-store';
import { useClaimRaffle, useRaffles } from '../api/get-raffles';
import styles from './raffle-section.module.css';

/**
 * The raffles on /promotions (issue 18, ADR 039): each raffle's period, ticket rule and
 * prizes; a member's tickets and the Join button (`MCS2_claimRafflePromotion`); a drawn
 * raffle's winners, its seed and hash, its ticket list, and a Verify button that recomputes
 * the draw in the browser with the server's own code (@openlobby/games).
 */
export function RaffleSection({ currency = 'BRL' }: { currency?: string }) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isMember = useSessionStore((s) => s.isLogin && !s.isTrial);
  const ready = useLazyStrings('raffle', language);
  const raffles = useRaffles(language, isMember);
  if (!ready) return null;
  return (
    <section className={styles.section} aria-labelledby="raffles-title">
      <h2 id="raffles-title">{t('raffle.title')}</h2>
      {!raffles.data ? (
        <QueryStatus query={raffles} />
      ) : raffles.data.length === 0 ? (
        <p>{t('raffle.empty')}</p>
      ) : (
        raffles.data.map((r) => (
          <RaffleCard key={r.id} raffle={r} currency={currency} isMember={isMember} />
        ))
      )}
    </section>
  );
}

function RaffleCard({
  raffle: r,
  currency,
  isMember,
}: {
  raffle: RaffleItem;
  currency: string;
  isMember: boolean;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const money = (amount: number) => formatMoney(amount, language, currency);
  const date = new Intl.DateTimeFormat(intlLocales[language], {
    dateStyle: 'medium',
    timeStyle: 'short',
  });
  const claim = useClaimRaffle();
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const headingId = `raffle-${r.id}-title`;
  const join = () =>
    claim.mutate(r.id, {
      onSuccess: () => setMessage({ ok: true, text: t('raffle.joined') }),
      onError: (error) =>
        setMessage({
          ok: false,
          text: error instanceof ApiError ? error.message : t('raffle.actionFailed'),
        }),
    });
  return (
    <article className={styles.card} aria-labelledby={headingId}>
      <h3 id={headingId}>{r.title}</h3>
      <dl className={styles.facts}>
        <dt>{t('raffle.status')}</dt>
        <dd>{t(`raffle.statuses.${r.status}`)}</dd>
        <dt>{t('raffle.period')}</dt>
        <dd>
          {date.format(new Date(r.startsAt))} – {date.format(new Date(r.endsAt))}
        </dd>
        <dt>{t('raffle.rule')}</dt>
        <dd>
          {[
            r.betPerTicket ? t('raffle.perBet', { amount: money(r.betPerTicket) }) : null,
            r.depositPerTicket
              ? t('raffle.perDeposit', { amount: money(r.depositPerTicket) })
              : null,
          ]
            .filter(Boolean)
            .join('; ')}
        </dd>
        <dt>{t('raffle.prizes')}</dt>
        <dd>
          {r.prizes.map((p, i) => t('raffle.prize', { rank: i + 1, amount: money(p) })).join('; ')}
        </dd>
        <dt>{t('raffle.entrants')}</dt>
        <dd>{r.entrants}</dd>
        {r.me?.joined ? (
          <>
            <dt>{t('raffle.myTickets')}</dt>
            <dd>{r.me.tickets}</dd>
          </>
        ) : null}
      </dl>
      {r.status === 'open' && !r.me?.joined ? (
        isMember ? (
          <div className={styles.actions}>
            <p>{t('raffle.notJoined')}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={join}
              disabled={claim.isPending}
            >
              {t('raffle.join')}
            </button>
          </div>
        ) : (
          <p>{t('raffle.loginToJoin')}</p>
        )
      ) : null}
      {message ? <p role={message.ok ? 'status' : 'alert'}>{message.text}</p> : null}
      {r.status === 'drawn' ? <RaffleResults raffle={r} money={money} /> : <SeedHash raffle={r} />}
    </article>
  );
}

function SeedHash({ raffle: r }: { raffle: RaffleItem }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.fairness}>
      <dt>{t('raffle.seedHash')}</dt>
      <dd>
        <code>{r.seedHash}</code>
      </dd>
      <dt>{t('raffle.seed')}</dt>
      <dd>{t('raffle.seedSecret')}</dd>
    </dl>
  );
}

function RaffleResults({
  raffle: r,
  money,
}: {
  raffle: RaffleItem;
  money: (amount: number) => string;
}) {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<boolean | null>(null);
  const verify = async () => {
    // The draw's code (and its hash library) loads with the first check (P1, ADR 044).
    const { drawRaffle, serverSeedMatchesHash } = await import('@openlobby/games');
    const wins = drawRaffle(
      r.seed!,
      r.code,
      r.ticketList.map((e) => ({ key: e.entry, tickets: e.tickets })),
      r.prizes.length,
    );
    const same =
      wins.length === r.winners.length &&
      wins.every((w, i) => {
        const shown = r.winners[i]!;
        return shown.rank === w.rank + 1 && shown.entry === w.key && shown.ticket === w.ticket;
      });
    setVerified(!!r.seed && serverSeedMatchesHash(r.seed, r.seedHash) && same);
  };
  return (
    <>
      <h4>{t('raffle.winners')}</h4>
      {r.winners.length === 0 ? (
        <p>{t('raffle.noWinners')}</p>
      ) : (
        <ol className={styles.winners} aria-label={t('raffle.winners')}>
          {r.winners.map((w) => (
            <li key={w.rank}>
              {t('raffle.winner', {
                rank: w.rank,
                name: w.customerName,
                ticket: w.ticket,
                amount: money(w.amount),
              })}{' '}
              {w.isMe ? t('raffle.you') : null}
            </li>
          ))}
        </ol>
      )}
      <h4>{t('raffle.fairness')}</h4>
      <dl className={styles.fairness}>
        <dt>{t('raffle.seedHash')}</dt>
        <dd>
          <code>{r.seedHash}</code>
        </dd>
        <dt>{t('raffle.seed')}</dt>
        <dd>
          <code>{r.seed}</code>
        </dd>
        <dt>{t('raffle.clientSeed')}</dt>
        <dd>
          <code>{r.clientSeed}</code>
        </dd>
      </dl>
      <details>
        <summary>{t('raffle.ticketList')}</summary>
        <ul>
          {r.ticketList.map((e) => (
            <li key={e.entry}>
              {t('raffle.ticketRange', {
                name: e.customerName,
                count: e.tickets,
                first: e.first,
              })}
            </li>
          ))}
        </ul>
      </details>
      <p>{t('raffle.howToVerify', { clientSeed: r.clientSeed })}</p>
      <button type="button" className={`button ${styles.verify}`} onClick={() => void verify()}>
        {t('raffle.verify')}
      </button>
      {verified === null ? null : (
        <p role="status">{verified ? t('raffle.verified') : t('raffle.notVerified')}</p>
      )}
    </>
  );
}
