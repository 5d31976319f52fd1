import { AGENT_PAGE_SIZE, agentTypes } from '@openlobby/contract';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlRows } from '../../lib/sql-rows';

export type OperatorAgentRow = {
  id: number;
  account: string;
  type: number;
  parent_account: string | null;
  affiliate_code: string | null;
  team_size: number;
  contracts: string;
  total: string;
};

/** A page of the agents (types 1, 2, 41, 42), oldest first, with team size and contracts. */
export function operatorAgentRows(db: Db, search: string | undefined, page: number) {
  const types = sql.join(
    agentTypes.map((t) => sql`${t}::smallint`),
    sql`, `,
  );
  const match = search ? sql`AND strpos(m.account_key, ${search.toLowerCase()}) > 0` : sql``;
  return sqlRows<OperatorAgentRow>(
    db,
    sql`
    SELECT m.id, m.account, m.type, p.account AS parent_account, m.affiliate_code,
      (SELECT count(*) FROM agent_tree t WHERE t.ancestor_id = m.id AND t.depth >= 1)::int
        AS team_size,
      (SELECT coalesce(string_agg(c.kind, ',' ORDER BY c.kind), '') FROM agent_contract c
        WHERE c.downline_id = m.id AND c.ended_at IS NULL) AS contracts,
      count(*) OVER ()::text AS total
    FROM member m LEFT JOIN member p ON p.id = m.parent_id
    WHERE m.type IN (${types}) ${match}
    ORDER BY m.id
    LIMIT ${AGENT_PAGE_SIZE} OFFSET ${(page - 1) * AGENT_PAGE_SIZE}`,
  );
}
