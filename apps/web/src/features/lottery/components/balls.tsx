import { resultTiers, type LotteryFamily, type ResultTier } from '@openlobby/games';
import { useTranslation } from 'react-i18next';
import styles from './lottery.module.css';

/** A result's numbers as balls, read out as one list ("Numbers: 1, 2, 3"). */
export function Balls({
  numbers,
  label,
  small = false,
}: {
  numbers: readonly string[];
  label: string;
  small?: boolean;
}) {
  return (
    <ol className={`${styles.balls} ${small ? styles.ballsSmall : ''}`} aria-label={label}>
      {numbers.map((n, i) => (
        <li key={i} className={n.length > 2 ? styles.ballWide : styles.ball}>
          {n}
        </li>
      ))}
    </ol>
  );
}

/** The family's tiers (special prize, first, …), or none when the maths cannot say. */
export function tiersOf(family: LotteryFamily): readonly ResultTier[] {
  try {
    return resultTiers(family);
  } catch {
    return [];
  }
}

/** A result of many numbers (SEA, Vietnamese) as a table of its prize tiers. */
export function TieredResult({
  family,
  numbers,
  caption,
}: {
  family: LotteryFamily;
  numbers: readonly string[];
  caption: string;
}) {
  const { t } = useTranslation();
  const tiers = tiersOf(family);
  if (tiers.length <= 1) return <Balls numbers={numbers} label={caption} small />;
  const slices = sliceTiers(tiers, numbers);
  return (
    <table className={styles.tierTable}>
      <caption className="visually-hidden">{caption}</caption>
      <tbody>
        {tiers.map((tier, i) => {
          const slice = slices[i] ?? [];
          return (
            <tr key={`${tier.id}-${i}`}>
              <th scope="row">{t(`lottery.tiers.${tier.id}`, { defaultValue: tier.id })}</th>
              <td>{slice.join(' · ')}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The result cut into its tiers' numbers, in order. */
function sliceTiers(tiers: readonly ResultTier[], numbers: readonly string[]): string[][] {
  const ends = tiers.map((_, i) => tiers.slice(0, i + 1).reduce((sum, x) => sum + x.count, 0));
  return tiers.map((tier, i) => numbers.slice((ends[i] ?? 0) - tier.count, ends[i]));
}
