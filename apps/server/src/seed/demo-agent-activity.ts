import { pick, seededRandom, type TeamMember } from './demo-agent-team';

/**
 * A week of play of the demo team, as the postings the wallet would have made: deposits
 * through the sandbox gateway, bets and wins against catalogue providers, a few bonuses and
 * withdrawals. Pure and deterministic: it simulates each member's balance so no posting
 * would be refused, and dates each group of postings (a deposit, one game round, …) at a
 * past instant, which the seed gives `ledger_post` through `openlobby.ledger_clock`.
 */

export type SeedPosting = {
  account: string;
  key: string;
  kind: 'deposit' | 'bet' | 'win' | 'bonus' | 'withdrawal';
  /** Signed change to the member's wallet (minor units). */
  amount: number;
  counterparty: 'promotions' | `payment:${string}` | `provider:${string}`;
  reference: string;
};

/** Postings that happened at one instant (one round's bet and win share it). */
export type SeedMoment = { at: Date; postings: SeedPosting[] };

export type MemberActivity = {
  account: string;
  /** When it last logged in, if ever (the downline list sorts by it). */
  lastLoginAt: Date | null;
};

const HOUR = 3_600_000;
/** The sandbox gateway of the bundled deposit channels (seed/demo-deposit.ts). */
const GATEWAY = 'payment:SANDBOX' as const;
/** Catalogue providers (seed/vendor-catalog.ts), the popular ones more often. */
const VENDORS = ['PG', 'PG', 'PG', 'JILI', 'JILI', 'BGS', 'BGS', 'PT', 'AG', 'CQ9', 'MG', 'IBC'];
const DEPOSITS = [2_000, 5_000, 5_000, 10_000, 10_000, 20_000, 50_000];

type Profile = { stake: number; playChance: number; depositScale: number; rounds: number };
const PROFILES: Record<string, Profile> = {
  high: { stake: 2_000, playChance: 0.85, depositScale: 5, rounds: 24 },
  regular: { stake: 500, playChance: 0.6, depositScale: 1, rounds: 16 },
  casual: { stake: 150, playChance: 0.35, depositScale: 0.5, rounds: 10 },
};

function profileOf(random: () => number): Profile | null {
  const r = random();
  if (r < 0.15) return null; // registered, never played
  if (r < 0.2) return PROFILES.high!;
  if (r < 0.75) return PROFILES.regular!;
  return PROFILES.casual!;
}

/** A round's multiplier: about 48 % of rounds win, paying back ~91 % of stakes overall. */
function multiplier(random: () => number): number {
  if (random() >= 0.48) return 0;
  const r = random();
  if (r < 0.78) return 0.5 + random() * 1.5;
  if (r < 0.97) return 2 + random() * 2;
  return 8 + random() * 7;
}

/**
 * Every member's postings from its registration to `now` (nothing in the last minutes,
 * nothing in the future), and when it last logged in.
 */
export function demoActivity(
  team: readonly TeamMember[],
  now: Date,
): { moments: SeedMoment[]; members: MemberActivity[] } {
  const random = seededRandom(13);
  const latest = now.getTime() - 2 * 60_000;
  const moments: SeedMoment[] = [];
  const members: MemberActivity[] = [];
  for (const m of team) {
    const registered = m.registeredAt.getTime();
    let n = 0;
    const key = () => `seed-agent:${m.account}:${(n += 1)}`;
    let balance = 0;
    let deposited = false;
    let lastLogin: number | null = null;
    const at = (t: number, postings: SeedPosting[]) => moments.push({ at: new Date(t), postings });
    const deposit = (t: number, amount: number) => {
      balance += amount;
      at(t, [
        {
          account: m.account,
          key: key(),
          kind: 'deposit',
          amount,
          counterparty: GATEWAY,
          reference: 'PIX',
        },
      ]);
      if (!deposited && random() < 0.5) {
        // A first-deposit bonus of 10 %, up to R$ 50,00.
        const bonus = Math.min(5_000, Math.floor(amount / 10));
        balance += bonus;
        at(t + 1_000, [bonusPosting(m.account, key(), bonus, 'first deposit')]);
      }
      deposited = true;
    };

    if (m.type === 2) {
      // Sub-agents play little; they keep a float to transfer to their downlines.
      deposit(registered + 10 * 60_000, 200_000);
      lastLogin = latest - random() * 6 * HOUR;
      members.push({ account: m.account, lastLoginAt: new Date(lastLogin) });
      continue;
    }
    const profile = profileOf(random);
    if (!profile) {
      lastLogin = random() < 0.5 ? registered + 60_000 : null;
      members.push({ account: m.account, lastLoginAt: lastLogin ? new Date(lastLogin) : null });
      continue;
    }
    const stakeBase = Math.max(100, Math.round((profile.stake * (0.5 + random())) / 100) * 100);
    // One possible session a day (the first day from registration), at a random hour.
    for (let dayStart = registered; dayStart < latest; dayStart += 24 * HOUR) {
      const first = dayStart === registered;
      if (!first && random() >= profile.playChance) continue;
      let t = first ? registered + (2 + random() * 30) * 60_000 : dayStart + random() * 20 * HOUR;
      if (t >= latest) continue;
      lastLogin = t - 30_000;
      if (balance < stakeBase * 5) {
        const amount = Math.max(1_000, Math.round(pick(random, DEPOSITS) * profile.depositScale));
        deposit(t, amount);
        t += 60_000;
      }
      const vendors = [pick(random, VENDORS), pick(random, VENDORS)];
      const rounds = Math.ceil(profile.rounds * (0.3 + random()));
      for (let r = 0; r < rounds && t < latest; r++) {
        const stake = Math.min(balance, stakeBase * pick(random, [1, 1, 1, 2, 2, 5]));
        if (stake < 100) break;
        const vendor = r < rounds / 2 ? vendors[0]! : vendors[1]!;
        const roundId = `seed-${m.account}-${n + 1}`;
        const postings: SeedPosting[] = [
          {
            account: m.account,
            key: key(),
            kind: 'bet',
            amount: -stake,
            counterparty: `provider:${vendor}`,
            reference: roundId,
          },
        ];
        balance -= stake;
        const win = Math.floor(stake * multiplier(random));
        if (win > 0) {
          balance += win;
          postings.push({
            account: m.account,
            key: key(),
            kind: 'win',
            amount: win,
            counterparty: `provider:${vendor}`,
            reference: roundId,
          });
        }
        at(t, postings);
        t += (20 + random() * 70) * 1_000;
      }
      if (t < latest && random() < 0.04) {
        const bonus = 500 + Math.floor(random() * 15) * 100;
        balance += bonus;
        at(t, [bonusPosting(m.account, key(), bonus, 'daily mission')]);
        t += 60_000;
      }
      if (t < latest && balance >= 20_000 && random() < 0.35) {
        const amount = Math.floor((balance * 0.6) / 1_000) * 1_000;
        balance -= amount;
        at(t, [
          {
            account: m.account,
            key: key(),
            kind: 'withdrawal',
            amount: -amount,
            counterparty: GATEWAY,
            reference: 'PIX',
          },
        ]);
      }
    }
    members.push({ account: m.account, lastLoginAt: lastLogin ? new Date(lastLogin) : null });
  }
  moments.sort((a, b) => a.at.getTime() - b.at.getTime());
  return { moments, members };
}

function bonusPosting(account: string, key: string, amount: number, why: string): SeedPosting {
  return { account, key, kind: 'bonus', amount, counterparty: 'promotions', reference: why };
}
