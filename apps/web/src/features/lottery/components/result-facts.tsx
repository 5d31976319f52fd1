import { useTranslation } from 'react-i18next';
import { resultFacts, type LotteryFamily } from '@openlobby/games';
import { optionLabel } from '../utils/labels';
import styles from './lottery.module.css';

/** What players read off a result beside its balls: sum, big/small, dragon/tiger, đề, … */
export function ResultFactsLine({
  family,
  result,
}: {
  family: LotteryFamily;
  result: readonly string[];
}) {
  const { t } = useTranslation();
  let facts: ReturnType<typeof resultFacts>;
  try {
    facts = resultFacts(family, [...result]);
  } catch {
    return null;
  }
  const parts: string[] = [];
  if (facts.sum !== undefined) parts.push(t('lottery.facts.sum', { n: facts.sum }));
  if (facts.bigSmall) parts.push(optionLabel(t, facts.bigSmall));
  if (facts.oddEven) parts.push(optionLabel(t, facts.oddEven));
  if (facts.dragonTiger) parts.push(facts.dragonTiger.map((d) => optionLabel(t, d)).join(' '));
  if (facts.triple) parts.push(t('lottery.facts.triple'));
  if (facts.colours && facts.zodiacs) {
    const colour = facts.colours.at(-1);
    const zodiac = facts.zodiacs.at(-1);
    if (colour && zodiac) {
      parts.push(
        t('lottery.facts.special', {
          colour: optionLabel(t, colour),
          zodiac: optionLabel(t, zodiac),
        }),
      );
    }
  }
  if (facts.de) parts.push(t('lottery.facts.de', { n: facts.de }));
  if (parts.length === 0) return null;
  return <p className={styles.facts}>{parts.join(' · ')}</p>;
}
