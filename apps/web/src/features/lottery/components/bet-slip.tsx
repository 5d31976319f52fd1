import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  MAX_CHASE_DRAWS,
  MAX_UNIT_STAKE,
  MIN_CHASE_DRAWS,
  MIN_UNIT_STAKE,
} from '@openlobby/contract/lottery/paths';
import type { LotteryGame } from '@openlobby/contract/lottery/schemas';
import { quickPick, type BetTypeDef, type LotteryFamily } from '@openlobby/games';
import { AppDialog } from '../../../components/app-dialog';
import { useWalletBalance } from '../../../api/get-wallet-balance';
import { ApiError } from '../../../lib/api-client';
import { formatMoney } from '../../../lib/format-money';
import { amountInputText, parseAmount } from '../../../lib/parse-amount';
import { useSessionStore } from '../../../stores/session-store';
import { usePlaceBets } from '../api/place-bets';
import { usePlaceChase } from '../api/place-chase';
import { betTypeLabel, groupLabel, selectionText } from '../utils/labels';
import {
  buildLine,
  checkSubmit,
  drawClosed,
  findBetTypeSafe,
  safeBetTypes,
  emptySelection,
  fillRow,
  isEmptySelection,
  selectionUnits,
  slipTotal,
  toggleOption,
  type SlipLine,
  type SlipProblem,
} from '../utils/slip';
import { NumberPicker } from './number-picker';
import { PayTable } from './pay-table';
import { SlipLines } from './slip-lines';
import styles from './lottery.module.css';

const DEFAULT_UNIT_STAKE = 100;

/**
 * The bet slip: bet types in tabs by group, the picker rows, quick pick and clear, unit
 * stake and multiplier, the units and total priced with the shared maths (`betUnits`),
 * lines added to the slip, a chase over the next draws; confirming shows the total first.
 * Refusals it can see (nothing picked, stake out of range, above the balance) are said
 * before anything is sent; the server's refusals arrive in the reader's language.
 */
export function BetSlip({
  game,
  family,
  offset,
}: {
  game: LotteryGame;
  family: LotteryFamily;
  offset: number;
}) {
  const { t } = useTranslation();
  const language = useSessionStore((s) => s.language);
  const isLogin = useSessionStore((s) => s.isLogin);
  const balance = useWalletBalance(isLogin).data;
  const money = (minor: number) => formatMoney(minor, language, balance?.currency ?? 'BRL');
  const betTypes = useMemo(() => safeBetTypes(family), [family]);
  const groups = useMemo(() => [...new Set(betTypes.map((b) => b.group))], [betTypes]);

  const [betTypeId, setBetTypeId] = useState(() => betTypes[0]?.id ?? '');
  const betType = betTypes.find((b) => b.id === betTypeId) ?? betTypes[0];
  const [selection, setSelection] = useState(() => (betType ? emptySelection(betType) : []));
  const [unitStakeText, setUnitStakeText] = useState(() =>
    amountInputText(DEFAULT_UNIT_STAKE, language),
  );
  const [multiplierText, setMultiplierText] = useState('1');
  const [lines, setLines] = useState<SlipLine[]>([]);
  const [chaseOn, setChaseOn] = useState(false);
  const [chaseDrawsText, setChaseDrawsText] = useState('5');
  const [stopOnWin, setStopOnWin] = useState(true);
  const [problem, setProblem] = useState<SlipProblem | null>(null);
  const [confirming, setConfirming] = useState<SlipLine[] | null>(null);
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  const placeBets = usePlaceBets();
  const placeChase = usePlaceChase();
  const busy = placeBets.isPending || placeChase.isPending;

  if (!betType) {
    return (
      <section className={styles.card} aria-labelledby="lottery-slip-title">
        <h2 id="lottery-slip-title" className={styles.cardTitle}>
          {t('lottery.slip.title')}
        </h2>
        <p className="muted">{t('lottery.slip.unavailable')}</p>
      </section>
    );
  }

  const unitStake = parseAmount(unitStakeText, language);
  const multiplier = /^\d{1,4}$/.test(multiplierText.trim()) ? Number(multiplierText) : null;
  const chaseDraws = /^\d{1,2}$/.test(chaseDrawsText.trim()) ? Number(chaseDrawsText) : null;
  const counted = selectionUnits(family, betType, selection);
  const currentStake =
    counted.units > 0 && unitStake !== null && multiplier !== null
      ? counted.units * unitStake * multiplier
      : 0;
  const draw = game.currentDraw;

  const chooseBetType = (next: BetTypeDef) => {
    setBetTypeId(next.id);
    setSelection(emptySelection(next));
    setProblem(null);
  };
  const edit = (next: typeof selection) => {
    setSelection(next);
    setProblem(null);
    setOutcome(null);
  };
  const currentLine = () => buildLine(family, betType, selection, unitStake, multiplier);

  const addToSlip = () => {
    const built = currentLine();
    if ('problem' in built) return setProblem(built.problem);
    setLines((l) => (l.some((x) => x.key === built.line.key) ? l : [...l, built.line]));
    setSelection(emptySelection(betType));
    setProblem(null);
  };

  /** The slip's lines, or the current picks as the one bet when the slip is empty. */
  const review = () => {
    setOutcome(null);
    let toSend = lines;
    if (lines.length === 0 || !isEmptySelection(selection)) {
      const built = currentLine();
      if ('problem' in built) return setProblem(built.problem);
      if (!toSend.some((x) => x.key === built.line.key)) toSend = [...toSend, built.line];
    }
    if (!draw || drawClosed(draw.closesAt, offset)) return setProblem('noDraw');
    const refused = checkSubmit(toSend, chaseOn ? { draws: chaseDraws } : null, balance?.balance);
    if (refused) return setProblem(refused);
    setProblem(null);
    setConfirming(toSend);
  };

  const confirm = async () => {
    const toSend = confirming;
    setConfirming(null);
    if (!toSend || !draw) return;
    const requestId = crypto.randomUUID();
    const bets = toSend.map(({ betType: id, selection: s, unitStake: u, multiplier: m }) => ({
      betType: id,
      selection: s,
      unitStake: u,
      multiplier: m,
    }));
    try {
      if (chaseOn && bets[0]) {
        const reply = await placeChase.mutateAsync({
          vassalage: game.vassalage,
          gameCode: game.gameCode,
          requestId,
          bet: bets[0],
          draws: chaseDraws ?? MIN_CHASE_DRAWS,
          stopOnWin,
        });
        setOutcome({
          ok: true,
          text: t('lottery.slip.chasePlaced', {
            count: reply.bets.length,
            balance: money(reply.balance),
          }),
        });
      } else {
        const reply = await placeBets.mutateAsync({
          vassalage: game.vassalage,
          gameCode: game.gameCode,
          drawNumber: draw.drawNumber,
          requestId,
          bets,
        });
        setOutcome({
          ok: true,
          text: t('lottery.slip.placed', {
            count: reply.bets.length,
            number: draw.drawNumber,
            balance: money(reply.balance),
          }),
        });
      }
      setLines([]);
      setSelection(emptySelection(betType));
    } catch (error) {
      setOutcome({
        ok: false,
        text: error instanceof ApiError ? error.message : t('lottery.errors.network'),
      });
    }
  };

  const confirmTotal = confirming ? slipTotal(confirming) * (chaseOn ? (chaseDraws ?? 1) : 1) : 0;

  return (
    <section className={styles.card} aria-labelledby="lottery-slip-title">
      <h2 id="lottery-slip-title" className={styles.cardTitle}>
        {t('lottery.slip.title')}
      </h2>
      <div role="tablist" aria-label={t('lottery.slip.groups')} className={styles.tabs}>
        {groups.map((group) => {
          const first = betTypes.find((b) => b.group === group);
          const active = betType.group === group;
          return (
            <button
              key={group}
              type="button"
              role="tab"
              aria-selected={active}
              className={active ? styles.tabOn : styles.tab}
              onClick={() => first && !active && chooseBetType(first)}
            >
              {groupLabel(t, group)}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" aria-label={groupLabel(t, betType.group)} className={styles.slipBody}>
        {betTypes.filter((b) => b.group === betType.group).length > 1 && (
          <div className={styles.betTypes} role="group" aria-label={t('lottery.slip.betType')}>
            {betTypes
              .filter((b) => b.group === betType.group)
              .map((b) => (
                <button
                  key={b.id}
                  type="button"
                  className={b.id === betType.id ? styles.chipOn : styles.chip}
                  aria-pressed={b.id === betType.id}
                  onClick={() => b.id !== betType.id && chooseBetType(b)}
                >
                  {betTypeLabel(t, b.id)}
                </button>
              ))}
          </div>
        )}
        <p className={styles.betTypeHelp}>
          {t(`lottery.betTypeHelp.${betType.id}`, { defaultValue: '' })}
        </p>
        <NumberPicker
          betType={betType}
          selection={selection}
          onToggle={(row, option) => edit(toggleOption(betType, selection, row, option))}
          onFill={(row, all) => edit(fillRow(betType, selection, row, all))}
        />
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            onClick={() => edit(quickPick(family, betType.id, Math.random))}
          >
            {t('lottery.slip.quickPick')}
          </button>
          <button type="button" className="button" onClick={() => edit(emptySelection(betType))}>
            {t('lottery.slip.clear')}
          </button>
        </div>
        <details className={styles.odds}>
          <summary>{t('lottery.slip.odds')}</summary>
          <PayTable betType={betType} />
        </details>
        <div className={styles.stakeRow}>
          <label className={styles.field}>
            <span>{t('lottery.slip.unitStake')}</span>
            <input
              inputMode="decimal"
              value={unitStakeText}
              onChange={(e) => {
                setUnitStakeText(e.target.value);
                setProblem(null);
              }}
              aria-describedby="lottery-stake-hint"
            />
          </label>
          <label className={styles.field}>
            <span>{t('lottery.slip.multiplier')}</span>
            <input
              inputMode="numeric"
              value={multiplierText}
              onChange={(e) => {
                setMultiplierText(e.target.value);
                setProblem(null);
              }}
            />
          </label>
        </div>
        <p id="lottery-stake-hint" className="muted">
          {t('lottery.slip.stakeHint', {
            min: money(MIN_UNIT_STAKE),
            max: money(MAX_UNIT_STAKE),
          })}
        </p>
        <p className={styles.summary} aria-live="polite">
          {counted.units > 0
            ? t('lottery.slip.summary', {
                count: counted.units,
                unitStake: unitStake === null ? '—' : money(unitStake),
                multiplier: multiplier ?? '—',
                total: money(currentStake),
              })
            : t('lottery.slip.noUnits')}
        </p>
        <button type="button" className="button" onClick={addToSlip}>
          {t('lottery.slip.add')}
        </button>
      </div>
      <SlipLines
        family={family}
        lines={lines}
        money={money}
        onRemove={(key) => setLines((l) => l.filter((x) => x.key !== key))}
      />
      <fieldset className={styles.chase}>
        <legend>{t('lottery.chase.title')}</legend>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={chaseOn}
            onChange={(e) => {
              setChaseOn(e.target.checked);
              setProblem(null);
            }}
          />
          {t('lottery.chase.enable')}
        </label>
        {chaseOn && (
          <div className={styles.stakeRow}>
            <label className={styles.field}>
              <span>
                {t('lottery.chase.draws', { min: MIN_CHASE_DRAWS, max: MAX_CHASE_DRAWS })}
              </span>
              <input
                inputMode="numeric"
                value={chaseDrawsText}
                onChange={(e) => {
                  setChaseDrawsText(e.target.value);
                  setProblem(null);
                }}
              />
            </label>
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={stopOnWin}
                onChange={(e) => setStopOnWin(e.target.checked)}
              />
              {t('lottery.chase.stopOnWin')}
            </label>
          </div>
        )}
      </fieldset>
      {problem && (
        <p role="alert" className={styles.alert}>
          {t(`lottery.errors.${problem}`, {
            min: money(MIN_UNIT_STAKE),
            max: money(MAX_UNIT_STAKE),
            minDraws: MIN_CHASE_DRAWS,
            maxDraws: MAX_CHASE_DRAWS,
          })}
        </p>
      )}
      {outcome && (
        <p
          role={outcome.ok ? 'status' : 'alert'}
          className={outcome.ok ? styles.success : styles.alert}
        >
          {outcome.text}
        </p>
      )}
      <button
        type="button"
        className={`button button-primary ${styles.placeButton}`}
        onClick={review}
        disabled={busy}
      >
        {chaseOn ? t('lottery.chase.place') : t('lottery.slip.place')}
      </button>
      <AppDialog
        name="lotteryConfirm"
        open={confirming !== null}
        role="alertdialog"
        size="small"
        title={t('lottery.confirm.title')}
        onClose={() => setConfirming(null)}
      >
        {confirming && draw && (
          <div className={styles.confirm}>
            <p>
              {chaseOn
                ? t('lottery.confirm.chase', {
                    count: chaseDraws ?? 0,
                    total: money(confirmTotal),
                  })
                : t('lottery.confirm.bets', {
                    count: confirming.length,
                    number: draw.drawNumber,
                    total: money(confirmTotal),
                  })}
            </p>
            <ul className={styles.confirmLines}>
              {confirming.map((line) => (
                <li key={line.key}>
                  {betTypeLabel(t, line.betType)} —{' '}
                  {selectionText(t, findBetTypeSafe(family, line.betType), line.selection)} —{' '}
                  {money(line.stake)}
                </li>
              ))}
            </ul>
            <p className={styles.confirmTotal}>
              {t('lottery.confirm.total', { total: money(confirmTotal) })}
            </p>
            <div className={styles.actions}>
              <button type="button" className="button" onClick={() => setConfirming(null)}>
                {t('common.cancel')}
              </button>
              <button
                type="button"
                className="button button-primary"
                onClick={() => void confirm()}
              >
                {t('lottery.confirm.confirm')}
              </button>
            </div>
          </div>
        )}
      </AppDialog>
    </section>
  );
}
