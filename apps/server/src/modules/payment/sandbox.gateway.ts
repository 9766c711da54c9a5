import { randomInt } from 'node:crypto';
import { toLatinDigits } from '@vakilyar/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { GatewayVerification, PaymentGateway } from './gateway.ts';
import { sandboxPayments } from './payment.tables.ts';

export const SANDBOX_MERCHANT_ID = 'vakilyar-sandbox';

const digits = (n: number) => Array.from({ length: n }, () => randomInt(10)).join('');

/** An authority shaped like ZarinPal's: "A" and 35 digits. */
const newAuthority = () => `A${digits(35)}`;

export const sandboxPagePath = (authority: string) => `/api/payment/v1/sandbox/${authority}/`;

/**
 * The default gateway: a bank that lives in our own database and serves its own page. It answers
 * verify exactly as ZarinPal does (100, 101, -50, -51, -54), so the payment code cannot tell them apart.
 */
export function createSandboxGateway(db: Db): PaymentGateway {
  return {
    name: 'sandbox',

    async request(input) {
      const authority = newAuthority();
      await db.insert(sandboxPayments).values({
        authority,
        merchantId: SANDBOX_MERCHANT_ID,
        amount: input.amount,
        description: input.description,
        callbackUrl: input.callbackUrl,
        mobile: input.mobile ?? null,
      });
      return { authority, paymentUrl: `${input.origin}${sandboxPagePath(authority)}` };
    },

    paymentUrl: (authority, origin) => `${origin}${sandboxPagePath(authority)}`,

    async verify({ authority, amount }): Promise<GatewayVerification> {
      const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
      if (!row) return { outcome: 'rejected', code: -54, message: 'Invalid authority.' };
      if (row.amount !== amount) {
        return {
          outcome: 'amount_mismatch',
          code: -50,
          message: 'Session is not valid, amounts values is not the same.',
        };
      }
      if (row.status !== 'paid') {
        return {
          outcome: 'not_paid',
          code: -51,
          message: 'Session is not active, paid try is unsuccessful.',
        };
      }
      const [first] = await db
        .update(sandboxPayments)
        .set({ verified: true })
        .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.verified, false)))
        .returning({ authority: sandboxPayments.authority });
      return { outcome: 'paid', code: first ? 100 : 101, refId: row.refId ?? '', cardPan: row.cardPan };
    },
  };
}

export type SandboxPayment = typeof sandboxPayments.$inferSelect;

export async function findSandboxPayment(db: Db, authority: string): Promise<SandboxPayment | undefined> {
  const [row] = await db.select().from(sandboxPayments).where(eq(sandboxPayments.authority, authority));
  return row;
}

/**
 * A card number as banks show it: the first six and last four digits. Any input is accepted here, typed in
 * Persian or Latin digits, with spaces or dashes.
 */
function maskCard(cardNumber: string | undefined): string {
  const card = toLatinDigits(cardNumber ?? '').replace(/\D/g, '');
  const full = card.length >= 10 ? card : '6037990000001234';
  return `${full.slice(0, 6)}******${full.slice(-4)}`;
}

/**
 * The customer pressed «پرداخت» (or «انصراف»): a pending authority becomes paid (or cancelled) once;
 * answers the authority's state afterwards, so pressing again lands on the same outcome.
 */
export async function decideSandboxPayment(
  db: Db,
  authority: string,
  decision: { pay: true; cardNumber?: string } | { pay: false },
): Promise<SandboxPayment | undefined> {
  const changes = decision.pay
    ? {
        status: 'paid',
        refId: String(randomInt(100_000_000, 999_999_999)),
        cardPan: maskCard(decision.cardNumber),
        paidAt: new Date(),
      }
    : { status: 'cancelled' };
  await db
    .update(sandboxPayments)
    .set(changes)
    .where(and(eq(sandboxPayments.authority, authority), eq(sandboxPayments.status, 'pending')));
  return findSandboxPayment(db, authority);
}

/** Where the bank sends the browser back: the callback with Authority and Status, as ZarinPal does. */
export function callbackLocation(row: SandboxPayment): string {
  const separator = row.callbackUrl.includes('?') ? '&' : '?';
  const status = row.status === 'paid' ? 'OK' : 'NOK';
  return `${row.callbackUrl}${separator}Authority=${encodeURIComponent(row.authority)}&Status=${status}`;
}
