import {
  exceedsRate,
  kindHasPeriod,
  kindHasRealtimeType,
  type ContractKind,
  type ContractTerms,
} from '@openlobby/contract';

/** Terms as stored (`agent_contract.terms`, `agent_contract_request.terms`): the JSON of ContractTerms. */
export const storeTerms = (terms: ContractTerms) => JSON.stringify(terms);
export const readTerms = (json: string): ContractTerms => JSON.parse(json) as ContractTerms;

/**
 * Whether terms carry exactly the fields their kind has (spec §3): a dividend its period;
 * a real-time salary its type, and a single-bet one its bet amount; salaries neither.
 */
export function termsFitKind(kind: ContractKind, t: ContractTerms): boolean {
  if (kindHasPeriod(kind) !== (t.period !== undefined)) return false;
  if (kindHasRealtimeType(kind) !== (t.realtimeType !== undefined)) return false;
  return (t.realtimeType === 'single_bet') === (t.singleBetAmount !== undefined);
}

/**
 * Why a downline's terms cannot sit under its upline's, or null when they can. The rate
 * never exceeds the upline's at any team valid bet (spec §4, RATE_ABOVE_UPLINE); and a
 * chain settles one base per period, so the dividend period and the real-time type and
 * bet amount must be the upline's (CONTRACT_TERMS_INVALID).
 */
export function chainConflict(
  downline: ContractTerms,
  upline: ContractTerms,
): 'RATE_ABOVE_UPLINE' | 'CONTRACT_TERMS_INVALID' | null {
  if (
    downline.period !== upline.period ||
    downline.realtimeType !== upline.realtimeType ||
    downline.singleBetAmount !== upline.singleBetAmount
  ) {
    return 'CONTRACT_TERMS_INVALID';
  }
  return exceedsRate(downline.tiers, upline.tiers) ? 'RATE_ABOVE_UPLINE' : null;
}

/** Only the fields of ContractTerms, undefined ones dropped (what is stored and compared). */
export function cleanTerms(t: ContractTerms): ContractTerms {
  return {
    tiers: t.tiers.map(({ minValidBet, rate }) => ({ minValidBet, rate })),
    minActiveMembers: t.minActiveMembers,
    minMemberValidBet: t.minMemberValidBet,
    ...(t.period !== undefined ? { period: t.period } : {}),
    ...(t.realtimeType !== undefined ? { realtimeType: t.realtimeType } : {}),
    ...(t.singleBetAmount !== undefined ? { singleBetAmount: t.singleBetAmount } : {}),
  };
}
