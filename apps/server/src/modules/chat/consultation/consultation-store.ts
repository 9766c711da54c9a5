import type { ChatSide, Consultation } from '@vakilyar/contract';
import { and, eq, or, sql } from 'drizzle-orm';
import { forbidden, notFound } from '../../../core/errors.ts';
import type { Db, Executor } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { chatTexts } from '../chat.messages.ts';
import { usersById } from '../chat-users.ts';
import { consultations as c } from '../tables/consultations.ts';
import { type ConsultationRow, presentConsultation } from './present.ts';

/** Reading, locking, changing and presenting consultations, for the request and outcome services. */
export function createConsultationStore(db: Db) {
  async function present(rows: ConsultationRow[], userId: number | null): Promise<Consultation[]> {
    const people = await usersById(
      db,
      rows.flatMap((row) => [row.clientId, row.consultantId]),
    );
    return rows.map((row) => {
      const side: ChatSide = row.clientId === userId ? 'client' : 'consultant';
      return presentConsultation(row, side, people);
    });
  }

  const presentOne = async (row: ConsultationRow, userId: number | null) => {
    const [one] = await present([row], userId);
    if (!one) throw new Error('consultation presentation failed');
    return one;
  };

  /** The consultation after an action, with the action's Persian message. */
  const answered = async (row: ConsultationRow, userId: number | null, message: string) => ({
    ...(await presentOne(row, userId)),
    message,
  });

  /** A consultation the user is a party to, locked; anyone else's is a 404. */
  async function loadFor(tx: Executor, userId: number, pid: string) {
    const [row] = await tx
      .select()
      .from(c)
      .where(and(eq(c.pid, pid), or(eq(c.clientId, userId), eq(c.consultantId, userId))))
      .for('update');
    if (!row) throw notFound(chatTexts.consultationNotFound);
    return { row, side: (row.clientId === userId ? 'client' : 'consultant') as ChatSide };
  }

  /** The party the action belongs to: the other party gets a 403 (the consultation is theirs, the action not). */
  async function loadAs(tx: Executor, actor: Actor, pid: string, side: ChatSide) {
    const found = await loadFor(tx, actor.userId, pid);
    if (found.side !== side) throw forbidden();
    return found.row;
  }

  async function update(tx: Executor, id: number, changes: Partial<typeof c.$inferInsert>) {
    const [row] = await tx
      .update(c)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(eq(c.id, id))
      .returning();
    if (!row) throw new Error('consultation vanished');
    return row;
  }

  return { present, presentOne, answered, loadFor, loadAs, update };
}

export type ConsultationStore = ReturnType<typeof createConsultationStore>;
