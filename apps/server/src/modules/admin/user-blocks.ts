import { eq } from 'drizzle-orm';
import { forbidden } from '../../core/errors.ts';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { adminTexts } from './admin.messages.ts';
import { adminUserBlocks } from './admin.tables.ts';

/**
 * Guards sign-in: a user an admin deactivated gets no new session (403). Call it inside the
 * transaction that creates the session. The KEY SHARE lock on the user's row waits for a
 * deactivation in progress (which holds the row FOR UPDATE), so a sign-in racing a deactivation either
 * sees the block or finishes first and has its session revoked with the rest.
 */
export async function assertMaySignIn(tx: Executor, userId: number): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('key share');
  const [block] = await tx
    .select({ userId: adminUserBlocks.userId })
    .from(adminUserBlocks)
    .where(eq(adminUserBlocks.userId, userId));
  if (block) throw forbidden(adminTexts.signInRefused);
}
