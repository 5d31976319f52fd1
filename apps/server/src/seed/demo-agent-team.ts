/**
 * The shape of `demo_agent`'s demo team (README "Demo accounts"): three sub-agents at level
 * 1, one sub-sub-agent at level 2, and about 200 members spread under them, with
 * plausible Brazilian account names. Pure and deterministic (a fixed pseudo-random
 * sequence), so every install gets the same team and the same idempotency keys.
 */

/** Login password of every generated team account (README lists it). */
export const DEMO_TEAM_PASSWORD = 'Team#2026';

export type TeamMember = {
  account: string;
  /** 0 member, 2 sub-agent (spec §1: an agent's agent). */
  type: 0 | 2;
  /** Account of the parent; `demo_agent` for level 1. */
  parent: string;
  affiliateCode?: string;
  registeredAt: Date;
};

/** A sub-agent, when it joined (hours after the demo week's start) and its recruits. */
type Branch = {
  account: string;
  code: string;
  parent: string;
  joinedHour: number;
  members: number;
};

/**
 * Sub-agents first (registered early on the week's first day, so their contracts cover the
 * week), parents before children. 3 + 1 sub-agents and 60 + 35 + 40 + 30 + 30 members: 199
 * new accounts, 201 with downline_one and downline_two.
 */
export const DEMO_BRANCHES: readonly Branch[] = [
  { account: 'agentrio', code: 'RIO2026', parent: 'demo_agent', joinedHour: 1, members: 35 },
  { account: 'agentsampa', code: 'SAMPA26', parent: 'demo_agent', joinedHour: 2, members: 40 },
  { account: 'agentbh', code: 'BH2026', parent: 'demo_agent', joinedHour: 3, members: 30 },
  { account: 'agentniteroi', code: 'NIT2026', parent: 'agentrio', joinedHour: 8, members: 30 },
];

/** Members recruited directly by demo_agent (besides downline_one and downline_two). */
const DIRECT_MEMBERS = 60;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** The demo week starts at midnight UTC seven days before `now` (the contracts' start). */
export const demoWeekStart = (now: Date) =>
  new Date(Math.floor(now.getTime() / DAY) * DAY - 7 * DAY);

const FIRST_NAMES = [
  'lucas', 'gabriel', 'rafael', 'mateus', 'pedro', 'gustavo', 'felipe', 'bruno', 'thiago',
  'diego', 'rodrigo', 'leonardo', 'vinicius', 'joao', 'carlos', 'marcos', 'andre', 'paulo',
  'ana', 'julia', 'mariana', 'beatriz', 'camila', 'larissa', 'fernanda', 'amanda', 'leticia',
  'bruna', 'gabriela', 'patricia', 'aline', 'juliana', 'vanessa', 'carla', 'renata', 'priscila',
]; // prettier-ignore
const LAST_NAMES = [
  'silva', 'santos', 'oliveira', 'souza', 'lima', 'pereira', 'ferreira', 'costa', 'rodrigues',
  'almeida', 'nascimento', 'carvalho', 'araujo', 'ribeiro', 'gomes', 'martins', 'rocha', 'barbosa',
]; // prettier-ignore

/** mulberry32: a small, fast, seeded generator; the seed needs repeatability, not secrecy. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const pick = <T>(random: () => number, items: readonly T[]): T =>
  items[Math.floor(random() * items.length)]!;

/** The whole team, parents before children, registered between the week's start and `now`. */
export function demoTeam(now: Date): TeamMember[] {
  const random = seededRandom(2026);
  const taken = new Set<string>();
  const name = () => {
    for (;;) {
      const first = pick(random, FIRST_NAMES);
      const last = pick(random, LAST_NAMES);
      const style = random();
      const digits = String(Math.floor(random() * 100)).padStart(2, '0');
      const account =
        style < 0.4
          ? `${first}${last}${digits}`
          : style < 0.7
            ? `${first}${digits}`
            : `${first}${last[0]}${digits}`;
      if (account.length <= 16 && !taken.has(account)) {
        taken.add(account);
        return account;
      }
    }
  };
  const weekStart = demoWeekStart(now).getTime();
  // Registrations lean recent (a growing team): between `after` and half an hour ago.
  const between = (after: number) => {
    const span = now.getTime() - HOUR / 2 - after;
    return new Date(after + span * Math.sqrt(random()));
  };
  const team: TeamMember[] = DEMO_BRANCHES.map((b) => ({
    account: b.account,
    type: 2,
    parent: b.parent,
    affiliateCode: b.code,
    registeredAt: new Date(weekStart + b.joinedHour * HOUR),
  }));
  for (let i = 0; i < DIRECT_MEMBERS; i++) {
    team.push({ account: name(), type: 0, parent: 'demo_agent', registeredAt: between(weekStart) });
  }
  for (const b of DEMO_BRANCHES) {
    const joined = weekStart + b.joinedHour * HOUR;
    for (let i = 0; i < b.members; i++) {
      team.push({
        account: name(),
        type: 0,
        parent: b.account,
        registeredAt: between(joined + HOUR),
      });
    }
  }
  return team;
}
