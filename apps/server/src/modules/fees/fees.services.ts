import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { ModuleContext } from '../../core/module-context.ts';
import type { TaskList } from '../../jobs/jobs.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import type { MoneyServices } from '../wallet/money.services.ts';
import { createAgreementsService } from './agreements.service.ts';
import { createBooksService } from './books.service.ts';
import { createCaseCsv } from './case-csv.ts';
import { createClientAccountService } from './client-account.ts';
import { createFeeAccountService } from './fee-account.ts';
import { createFeePayoutsAdmin } from './fee-payouts.ts';
import { feeTexts } from './fees.messages.ts';
import { createFinanceService } from './finance.service.ts';
import { createFeePaymentsService, RECEIPT_TASK } from './payments.service.ts';
import { createReceiptsService } from './receipts.service.ts';
import { INSTALMENT_REMINDER_TASK, instalmentReminderTask } from './reminders.ts';
import { createFeeSettingsService } from './settings.service.ts';

/** The office's own money (issue 20): agreements, instalments, payments, receipts, expenses, books. */
export function createFeesServices(ctx: ModuleContext, money: MoneyServices) {
  const { db } = ctx;
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  const receipts = createReceiptsService(db, storage);
  const tasks: TaskList = {
    [RECEIPT_TASK]: receipts.fileTask,
    [INSTALMENT_REMINDER_TASK]: instalmentReminderTask(db, ctx.sms),
  };
  return {
    db,
    sms: ctx.sms,
    publicUrl: ctx.config.PUBLIC_URL,
    agreements: createAgreementsService(db),
    payments: createFeePaymentsService(db, money),
    finance: createFinanceService(db),
    books: createBooksService(db),
    clientAccount: createClientAccountService(db),
    caseCsv: createCaseCsv(db),
    account: createFeeAccountService(db),
    settings: createFeeSettingsService(db),
    payouts: createFeePayoutsAdmin(db),
    receipts,
    tasks,
    /** Texts a payment link from the office's SMS credit; false when the credit is short (nothing sent). */
    async sendLinkSms(officeId: number, officeName: string, mobile: string, amount: number, url: string) {
      const text = feeTexts.payLinkSms(officeName, amount, url);
      const [owner] = await db
        .execute<{ owner_id: number }>(sql`select owner_id::int from offices where id = ${officeId}`)
        .then((r) => r.rows);
      if (!owner) return false;
      const spent = await money.messaging.spend(owner.owner_id, text).catch(() => null);
      if (!spent) return false;
      await ctx.sms.sendText(mobile, text, 'fee_link').catch(() => undefined);
      return true;
    },
  };
}

export type FeesServices = ReturnType<typeof createFeesServices>;
