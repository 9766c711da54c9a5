import { unifyPersianLetters } from '@vakilyar/contract';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SmsProvider } from './sms.provider.ts';
import { smsMessages } from './sms.tables.ts';
import { createSmsOutbox } from './sms-outbox.ts';

export type SmsService = ReturnType<typeof createSmsService>;

/**
 * Sends and records every SMS. Only the console provider keeps a code's text: it is the developer's
 * outbox. With a real provider the stored text has the code blanked out.
 */
export function createSmsService(db: Db, provider: SmsProvider) {
  const keepsText = provider.name === 'console';
  const outbox = createSmsOutbox(db, provider);
  const record = (recipient: string, text: string, kind: string, messageId?: string) =>
    db.insert(smsMessages).values({
      recipient,
      text,
      kind,
      provider: provider.name,
      status: 'sent',
      providerMessageId: messageId ?? null,
      sentAt: new Date(),
    });

  return {
    /** Messages queued in a transaction and sent after it commits (`sms-outbox.ts`). */
    outbox,
    tasks: outbox.tasks,
    async sendCode(recipient: string, code: string, text: string): Promise<void> {
      const { messageId } = await provider.sendCode(recipient, code, text);
      await record(recipient, keepsText ? text : text.replace(code, '******'), 'code', messageId);
    },

    async sendText(recipient: string, typed: string, kind = 'text'): Promise<void> {
      const text = unifyPersianLetters(typed);
      const { messageId } = await provider.sendText(recipient, text);
      await record(recipient, text, kind, messageId);
    },

    /** The outbox of one number, newest first (development only). */
    listOutbox(recipient: string, limit = 50) {
      return db
        .select({ to: smsMessages.recipient, text: smsMessages.text, created_at: smsMessages.createdAt })
        .from(smsMessages)
        .where(eq(smsMessages.recipient, recipient))
        .orderBy(desc(smsMessages.id))
        .limit(limit);
    },

    forgetRecipient: (recipient: string) =>
      db.delete(smsMessages).where(eq(smsMessages.recipient, recipient)),
  };
}
