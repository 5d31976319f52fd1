import type { DepositOrder, DepositOrderStatus, OperatorDepositOrder } from '@openlobby/contract';
import { and, count, desc, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { depositOrder, member } from '../../db/schema';

/**
 * The status a reader sees: a pending order past its expiry reads `expired`, decided by the
 * database clock so every server process agrees (ADR 016).
 */
export const effectiveStatus = sql<DepositOrderStatus>`CASE
  WHEN ${depositOrder.status} = 'pending' AND ${depositOrder.expiresAt} <= now() THEN 'expired'
  ELSE ${depositOrder.status} END`;

const orderColumns = {
  orderRef: depositOrder.orderRef,
  memberId: depositOrder.memberId,
  channelCode: depositOrder.channelCode,
  gatewayCode: depositOrder.gatewayCode,
  amount: depositOrder.amount,
  currency: depositOrder.currency,
  status: effectiveStatus,
  checkoutUrl: depositOrder.checkoutUrl,
  createdAt: depositOrder.createdAt,
  expiresAt: depositOrder.expiresAt,
  settledAt: depositOrder.settledAt,
};
export type OrderRow = {
  orderRef: string;
  memberId: number;
  channelCode: string;
  gatewayCode: string;
  amount: number;
  currency: string;
  status: DepositOrderStatus;
  checkoutUrl: string | null;
  createdAt: Date;
  expiresAt: Date;
  settledAt: Date | null;
};

const iso = (d: Date | string) => new Date(d).toISOString();

export const memberOrderOf = (r: OrderRow): DepositOrder => ({
  orderRef: r.orderRef,
  channelCode: r.channelCode,
  amount: r.amount,
  currency: r.currency,
  status: r.status,
  createdAt: iso(r.createdAt),
  expiresAt: iso(r.expiresAt),
  settledAt: r.settledAt ? iso(r.settledAt) : null,
  checkoutUrl: r.checkoutUrl,
});

export async function orderByRef(db: Db, orderRef: string, where?: SQL) {
  const [row] = await db
    .select(orderColumns)
    .from(depositOrder)
    .where(and(eq(depositOrder.orderRef, orderRef), where));
  return row as OrderRow | undefined;
}

/** An order of this gateway (a notification names only its own orders). */
export function gatewayOrderByRef(db: Db, gatewayCode: string, orderRef: string) {
  return orderByRef(db, orderRef, eq(depositOrder.gatewayCode, gatewayCode));
}

export function memberOrderByRef(db: Db, memberId: number, orderRef: string) {
  return orderByRef(db, orderRef, eq(depositOrder.memberId, memberId));
}

/** A member's orders, newest first, one page of them. */
export async function memberOrders(db: Db, memberId: number, pageNo: number, pageSize: number) {
  const [total] = await db
    .select({ n: count() })
    .from(depositOrder)
    .where(eq(depositOrder.memberId, memberId));
  const rows = await db
    .select(orderColumns)
    .from(depositOrder)
    .where(eq(depositOrder.memberId, memberId))
    .orderBy(desc(depositOrder.id))
    .limit(pageSize)
    .offset((pageNo - 1) * pageSize);
  return {
    content: (rows as OrderRow[]).map(memberOrderOf),
    pageNum: pageNo,
    totalPages: Math.ceil((total?.n ?? 0) / pageSize),
  };
}

/** The latest orders of every member, for operators. */
export async function recentOrders(db: Db, limit: number): Promise<OperatorDepositOrder[]> {
  const rows = await db
    .select({ ...orderColumns, account: member.account })
    .from(depositOrder)
    .innerJoin(member, eq(member.id, depositOrder.memberId))
    .orderBy(desc(depositOrder.id))
    .limit(limit);
  return rows.map((r) => {
    const order: Partial<DepositOrder> = memberOrderOf(r as OrderRow);
    delete order.checkoutUrl; // the payer's link, not the operator's business
    return {
      ...(order as Omit<DepositOrder, 'checkoutUrl'>),
      account: r.account,
      gatewayCode: r.gatewayCode,
    };
  });
}

/** Stores a pending order that expires `ttlMinutes` after now by the database clock. */
export async function insertOrder(
  db: Db,
  order: {
    orderRef: string;
    memberId: number;
    channelCode: string;
    gatewayCode: string;
    amount: number;
    currency: string;
  },
  ttlMinutes: number,
): Promise<{ expiresAt: Date }> {
  const [created] = await db
    .insert(depositOrder)
    .values({ ...order, expiresAt: sql`now() + make_interval(mins => ${ttlMinutes})` })
    .returning({ expiresAt: depositOrder.expiresAt });
  return created!;
}

export async function setCheckoutUrl(db: Db, orderRef: string, checkoutUrl: string) {
  await db.update(depositOrder).set({ checkoutUrl }).where(eq(depositOrder.orderRef, orderRef));
}

/**
 * pending → failed in one conditional update (an expired order is still `pending` in its
 * row); false when the order was no longer pending.
 */
export async function failPendingOrder(
  db: Db,
  orderRef: string,
  paymentId?: string,
): Promise<boolean> {
  const marked = await db
    .update(depositOrder)
    .set({
      status: 'failed',
      ...(paymentId === undefined ? {} : { paymentId }),
      settledAt: sql`now()`,
    })
    .where(and(eq(depositOrder.orderRef, orderRef), eq(depositOrder.status, 'pending')))
    .returning({ id: depositOrder.id });
  return marked.length === 1;
}

/** Any state but paid → paid, with the credit's posting, in one conditional update. */
export async function markOrderPaid(
  db: Db,
  orderRef: string,
  paid: { postingId: number; paymentId: string },
): Promise<boolean> {
  const marked = await db
    .update(depositOrder)
    .set({ status: 'paid', ...paid, settledAt: sql`now()` })
    .where(and(eq(depositOrder.orderRef, orderRef), ne(depositOrder.status, 'paid')))
    .returning({ id: depositOrder.id });
  return marked.length === 1;
}

/**
 * The sum of the member's orders still open for payment (pending and not expired): what
 * may yet be credited, which player protection counts against a deposit limit.
 */
export async function openOrdersTotal(db: Db, memberId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${depositOrder.amount}), 0)` })
    .from(depositOrder)
    .where(
      and(
        eq(depositOrder.memberId, memberId),
        eq(depositOrder.status, 'pending'),
        sql`${depositOrder.expiresAt} > now()`,
      ),
    );
  return Number(row?.total ?? 0);
}
