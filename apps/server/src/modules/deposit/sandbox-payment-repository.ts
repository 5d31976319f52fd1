import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sandboxGatewayPayment } from '../../db/schema';

/** The sandbox gateway's record of a checkout; `expired` by the database clock. */
export type SandboxPayment = typeof sandboxGatewayPayment.$inferSelect & { expired: boolean };

export async function insertSandboxPayment(
  db: Db,
  payment: {
    orderRef: string;
    paymentId: string;
    amount: number;
    currency: string;
    returnUrl: string;
    expiresAt: Date;
  },
): Promise<void> {
  await db.insert(sandboxGatewayPayment).values(payment);
}

export async function sandboxPaymentByRef(
  db: Db,
  orderRef: string,
): Promise<SandboxPayment | undefined> {
  const [row] = await db
    .select({ payment: sandboxGatewayPayment, expired: sql<boolean>`expires_at <= now()` })
    .from(sandboxGatewayPayment)
    .where(eq(sandboxGatewayPayment.orderRef, orderRef));
  return row ? { ...row.payment, expired: row.expired } : undefined;
}

/** open and unexpired → `outcome`, in one conditional update; otherwise nothing changes. */
export async function closeOpenPayment(
  db: Db,
  orderRef: string,
  outcome: 'paid' | 'cancelled',
): Promise<void> {
  await db
    .update(sandboxGatewayPayment)
    .set({ status: outcome })
    .where(
      and(
        eq(sandboxGatewayPayment.orderRef, orderRef),
        eq(sandboxGatewayPayment.status, 'open'),
        sql`${sandboxGatewayPayment.expiresAt} > now()`,
      ),
    );
}
