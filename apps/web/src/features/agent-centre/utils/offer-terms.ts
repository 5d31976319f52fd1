import {
  RATE_SCALE,
  type ContractKind,
  type DividendPeriod,
  type RealtimeType,
} from '@openlobby/contract/agent/paths';
import type { Contract } from '@openlobby/contract/agent/schemas';
import { exceedsRate, type ContractTerms } from '@openlobby/contract/agent/terms';
import type { Language } from '@openlobby/contract/language';
import { parseAmount } from '../../../lib/parse-amount';

/** The offer form's values, as typed. */
export type OfferValues = {
  kind: ContractKind;
  tiers: { from: string; rate: string }[];
  minActiveMembers: string;
  minMemberValidBet: string;
  period: DividendPeriod;
  realtimeType: RealtimeType;
  singleBetAmount: string;
};

/**
 * A rate typed as a percentage with at most two decimals, in the reader's notation, as
 * basis points ("1,5" → 150): the same string arithmetic as amounts, so no float creeps in.
 * Null unless 0.01 % to 100 %.
 */
export function parseRate(text: string, language: Language): number | null {
  const rate = parseAmount(text, language);
  return rate !== null && rate >= 1 && rate <= RATE_SCALE ? rate : null;
}

/** A whole number of members, as typed. */
export function parseCount(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}

/** Terms from valid fields (each field checked itself before), the extras of its kind. */
export function offerTerms(values: OfferValues, language: Language): ContractTerms {
  return {
    tiers: values.tiers.map((tier) => ({
      minValidBet: parseAmount(tier.from, language)!,
      rate: parseRate(tier.rate, language)!,
    })),
    minActiveMembers: parseCount(values.minActiveMembers)!,
    minMemberValidBet: parseAmount(values.minMemberValidBet, language)!,
    ...(values.kind === 'dividend' ? { period: values.period } : {}),
    ...(values.kind === 'realtime' ? { realtimeType: values.realtimeType } : {}),
    ...(values.kind === 'realtime' && values.realtimeType === 'single_bet'
      ? { singleBetAmount: parseAmount(values.singleBetAmount, language)! }
      : {}),
  };
}

/** Why an offer would be refused before sending it, or null (the server decides anyway). */
export type OfferProblem = 'tiersOrder' | 'notHeld' | 'aboveUpline';

/**
 * Spec §4 on the client: the tiers start at 0 and rise; an upline offers only a kind it
 * holds, and never a rate above its own contract's at any team valid bet (`exceedsRate`).
 */
export function offerProblem(
  terms: ContractTerms,
  kind: ContractKind,
  mine: readonly Contract[],
): OfferProblem | null {
  const ordered = terms.tiers.every((tier, i) =>
    i === 0 ? tier.minValidBet === 0 : tier.minValidBet > terms.tiers[i - 1]!.minValidBet,
  );
  if (!ordered) return 'tiersOrder';
  const own = mine.find((c) => c.kind === kind && c.endedAt === null);
  if (!own) return 'notHeld';
  return exceedsRate(terms.tiers, own.terms.tiers) ? 'aboveUpline' : null;
}
