import { unifyPersianLetters } from '@vakilyar/contract';
import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { scheduleJob, type TaskHandler } from '../../jobs/jobs.ts';
import { refundSmsCredit } from '../messaging/sms-credit.ts';
import type { SmsProvider } from './sms.provider.ts';
import { type OutboxRefund, smsMessages } from './sms.tables.ts';

/** The job that sends what is waiting in the outbox. */
export const SMS_OUTBOX_TASK = 'sms.outbox';
/** Messages taken at once, and sent side by side; a lease outlasts a batch even at the 10 s provider timeout. */
const BATCH = 50;
const PARALLEL = 25;
const LEASE = '60 seconds';
/** Tries before a message is given up (its credit refunded): about 15 minutes in all. */
const MAX_ATTEMPTS = 5;
const retryDelaySeconds = (attempts: number) => 30 * 2 ** (attempts - 1);

export interface OutboxMessage {
  recipient: string;
  text: string;
  kind: string;
  /** What the message is about (a reminder's pid), handed to the kind's failure handler. */
  reference?: string;
  refund?: OutboxRefund;
}

type Claimed = {
  id: number;
  recipient: string;
  text: string;
  kind: string;
  reference: string | null;
  attempts: number;
  refund: OutboxRefund | null;
};

/** Told, inside the transaction that gives them up, which messages of its kind will never be sent. */
export type OutboxFailureHandler = (tx: Tx, references: string[]) => Promise<void>;

/**
 * The SMS outbox. A message is queued (with Persian ی/ک: a name typed with Arabic letters is kept as typed, but
 * a text goes out in Persian letters) by the transaction that decided it (with the state that says it
 * was sent, its credit spent, and a job to send it): committed, it is sent; rolled back, it never existed.
 * The sender leases a batch, hands each message to the provider with its outbox id as the provider's
 * `localid` (Kavenegar sends a repeated `localid` once), and records the result. A crash between the
 * provider's answer and that record leaves the lease to expire and the message to go again under the same
 * `localid`: at most once at the provider, never lost.
 */
export function createSmsOutbox(db: Db, provider: SmsProvider, log?: Logger) {
  const failureHandlers = new Map<string, OutboxFailureHandler>();

  async function queue(tx: Executor, messages: OutboxMessage[]): Promise<void> {
    if (!messages.length) return;
    await tx.insert(smsMessages).values(
      messages.map((m) => ({
        recipient: m.recipient,
        text: unifyPersianLetters(m.text),
        kind: m.kind,
        reference: m.reference ?? null,
        provider: provider.name,
        status: 'pending',
        refund: m.refund ?? null,
      })),
    );
    await scheduleJob(tx, SMS_OUTBOX_TASK, {}, { maxAttempts: 10 });
  }

  const claim = async () =>
    (
      await db.execute<Claimed>(sql`
        update sms_messages set status = 'sending', attempts = attempts + 1,
          lease_until = now() + interval '${sql.raw(LEASE)}'
        where id in (
          select id from sms_messages
          where status in ('pending', 'sending') and coalesce(lease_until, '-infinity') <= now()
          order by id limit ${BATCH} for update skip locked)
        returning id, recipient, text, kind, reference, attempts, refund`)
    ).rows;

  async function send(message: Claimed) {
    try {
      const { messageId } = await provider.sendText(message.recipient, message.text, {
        localId: String(message.id),
      });
      return { message, messageId: messageId ?? null };
    } catch (error) {
      log?.warn({ err: error, sms: message.id }, 'sms send failed');
      return { message, messageId: undefined };
    }
  }

  async function record(results: Awaited<ReturnType<typeof send>>[]) {
    const sent = results.filter((r) => r.messageId !== undefined);
    if (sent.length) {
      await db.execute(sql`
        update sms_messages m set status = 'sent', sent_at = now(), lease_until = null,
          provider_message_id = s.message_id
        from jsonb_to_recordset(${JSON.stringify(sent.map((r) => ({ id: r.message.id, message_id: r.messageId })))}::jsonb)
          as s(id bigint, message_id text)
        where m.id = s.id and m.status = 'sending'`);
    }
    const failed = results.filter((r) => r.messageId === undefined).map((r) => r.message);
    const retry = failed.filter((m) => m.attempts < MAX_ATTEMPTS);
    for (const message of retry) {
      const delay = retryDelaySeconds(message.attempts);
      await db.transaction(async (tx) => {
        await tx.execute(sql`update sms_messages set status = 'pending',
          lease_until = now() + make_interval(secs => ${delay}) where id = ${message.id}`);
        await scheduleJob(tx, SMS_OUTBOX_TASK, {}, { runAt: new Date(Date.now() + delay * 1000) });
      });
    }
    for (const message of failed.filter((m) => m.attempts >= MAX_ATTEMPTS)) await giveUp(message);
  }

  /** The last try failed: the message is recorded failed, its credit comes back, its kind is told. */
  async function giveUp(message: Claimed) {
    await db.transaction(async (tx) => {
      const done = await tx.execute(sql`update sms_messages set status = 'failed', lease_until = null
        where id = ${message.id} and status = 'sending'`);
      if (!done.rowCount) return;
      if (message.refund) {
        const { userId, spendKey, segments } = message.refund;
        await refundSmsCredit(tx, userId, spendKey, segments);
      }
      const handler = failureHandlers.get(message.kind);
      if (handler && message.reference) await handler(tx, [message.reference]);
    });
  }

  /** Sends everything due, a batch at a time, until nothing is left to take. */
  async function drain(): Promise<void> {
    for (let batch = await claim(); batch.length; batch = await claim()) {
      const results: Awaited<ReturnType<typeof send>>[] = [];
      for (let i = 0; i < batch.length; i += PARALLEL) {
        results.push(...(await Promise.all(batch.slice(i, i + PARALLEL).map(send))));
      }
      await record(results);
    }
    // Leased by a sender that died: looked at again once the lease runs out.
    const [held] = (
      await db.execute<{ until: Date | null }>(
        sql`select min(lease_until) as until from sms_messages where status = 'sending'`,
      )
    ).rows;
    if (held?.until) {
      await scheduleJob(
        db,
        SMS_OUTBOX_TASK,
        {},
        { runAt: new Date(held.until), jobKey: 'sms-outbox:leases' },
      );
    }
  }

  const task: TaskHandler = () => drain();

  return {
    queue,
    drain,
    /** A kind's own record of a message that will never go (a reminder's `sms_status`). */
    onFailure(kind: string, handler: OutboxFailureHandler) {
      failureHandlers.set(kind, handler);
    },
    tasks: { [SMS_OUTBOX_TASK]: task },
  };
}

export type SmsOutbox = ReturnType<typeof createSmsOutbox>;
