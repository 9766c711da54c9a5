import type { SmsPackage, SmsPurchase } from '@vakilyar/contract';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { conflict, notFound, paymentRequired } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Db, Executor } from '../../db/client.ts';
import { moneyTransaction, postMovement, readWallet } from '../wallet/ledger.ts';
import { messagingTexts } from './messaging.messages.ts';
import { smsPackages, smsPurchases } from './messaging.tables.ts';
import { grantSmsCredit, smsBalance } from './sms-credit.ts';

type SmsPackageRow = typeof smsPackages.$inferSelect;

export const presentSmsPackage = (row: SmsPackageRow): SmsPackage => ({
  pid: row.pid,
  name: row.name,
  messages: row.messages,
  price: row.price,
  is_active: row.isActive,
  sort_order: row.sortOrder,
});

export async function listSmsPackages(db: Executor, includeInactive = false) {
  return db
    .select()
    .from(smsPackages)
    .where(and(isNull(smsPackages.deletedAt), includeInactive ? undefined : eq(smsPackages.isActive, true)))
    .orderBy(asc(smsPackages.sortOrder), asc(smsPackages.messages), asc(smsPackages.id));
}

/** SMS credit: packages bought from the wallet, and the balance they leave. */
export function createMessagingService(db: Db) {
  /** Buys a package from the wallet: the coins and the credits move in one transaction, once per key. */
  async function purchase(userId: number, packagePid: string, key: string): Promise<SmsPurchase> {
    return moneyTransaction(db, async (tx) => {
      const [pkg] = await tx
        .select()
        .from(smsPackages)
        .where(
          and(eq(smsPackages.pid, packagePid), eq(smsPackages.isActive, true), isNull(smsPackages.deletedAt)),
        );
      if (!pkg) throw notFound(messagingTexts.packageNotFound);
      const pid = newPid();
      let purchaseRow: typeof smsPurchases.$inferSelect | undefined;
      let smsLeft: number | null = null;
      const { movement, replayed, balances } = await postMovement(tx, {
        kind: 'sms',
        idempotencyKey: key,
        description: messagingTexts.movement(pkg.name, pkg.messages),
        reference: { type: 'sms_purchase', pid },
        postings: [
          { account: { userId }, amount: -pkg.price },
          { account: { system: 'revenue' }, amount: pkg.price },
        ],
        insufficient: (s) => paymentRequired(messagingTexts.walletShort(s.needed - s.has, s.exchangeRate)),
        // The purchase and its credits are written first; the wallet changes last, just before the commit.
        beforeBalances: async (created) => {
          [purchaseRow] = await tx
            .insert(smsPurchases)
            .values({
              pid,
              userId,
              packageId: pkg.id,
              messages: pkg.messages,
              price: pkg.price,
              movementId: created.id,
            })
            .returning();
          smsLeft = await grantSmsCredit(tx, {
            userId,
            messages: pkg.messages,
            key: `sms-purchase:${pid}`,
            kind: 'purchase',
            reference: pid,
          });
        },
      });
      if (replayed) {
        [purchaseRow] = await tx.select().from(smsPurchases).where(eq(smsPurchases.movementId, movement.id));
        if (!purchaseRow || purchaseRow.packageId !== pkg.id) throw conflict(messagingTexts.keyReused);
      }
      if (!purchaseRow) throw new Error('purchase insert returned nothing');
      return {
        pid: purchaseRow.pid,
        package: { pid: pkg.pid, name: pkg.name },
        messages: purchaseRow.messages,
        price: purchaseRow.price,
        sms_balance: smsLeft ?? (await smsBalance(tx, userId)).balance,
        wallet_balance: balances.get(userId)?.balance ?? (await readWallet(tx, userId)).balance,
        created_at: purchaseRow.createdAt.toISOString(),
        message: messagingTexts.purchased(purchaseRow.messages),
      };
    });
  }

  return {
    packages: async () => (await listSmsPackages(db)).map(presentSmsPackage),
    balance: (userId: number) => smsBalance(db, userId),
    purchase,
  };
}

export type MessagingService = ReturnType<typeof createMessagingService>;
