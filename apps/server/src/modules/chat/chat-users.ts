import { eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { users } from '../auth/auth.tables.ts';
import { chatTexts } from './chat.messages.ts';

export interface UserBrief {
  id: number;
  pid: string;
  firstName: string;
  lastName: string;
}

/** `{pid, first_name, last_name}` of the contract. */
export const userRef = (u: UserBrief) => ({ pid: u.pid, first_name: u.firstName, last_name: u.lastName });

/** The name a person is shown by: their full name, or a neutral word when they never set one. */
export const displayName = (u: Pick<UserBrief, 'firstName' | 'lastName'>) =>
  `${u.firstName} ${u.lastName}`.trim() || 'کاربر';

/**
 * A chat's title as its reader sees it: the default «گفتگو با <consultant>» names the other party, so the
 * consultant reads «گفتگو با <client>»; a title the client wrote stays as written.
 */
export function titleSeenBy(
  reader: 'client' | 'consultant',
  title: string,
  people: {
    client: Pick<UserBrief, 'firstName' | 'lastName'>;
    consultant: Pick<UserBrief, 'firstName' | 'lastName'> | null;
  },
): string {
  if (reader === 'client' || !people.consultant) return title;
  const isDefault = title === chatTexts.defaultRequestTitle(displayName(people.consultant));
  return isDefault ? chatTexts.defaultRequestTitle(displayName(people.client)) : title;
}

export const userBriefColumns = {
  id: users.id,
  pid: users.pid,
  firstName: users.firstName,
  lastName: users.lastName,
};

/** The named users, by id (absent ids are simply missing from the map). */
export async function usersById(db: Executor, ids: number[]): Promise<Map<number, UserBrief>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const rows = await db.select(userBriefColumns).from(users).where(inArray(users.id, unique));
  return new Map(rows.map((row) => [row.id, row]));
}

export async function userBrief(db: Executor, id: number): Promise<UserBrief> {
  const [row] = await db.select(userBriefColumns).from(users).where(eq(users.id, id));
  if (!row) throw new Error(`user ${id} not found`);
  return row;
}

export const iso = (date: Date | null | undefined): string | null => (date ? date.toISOString() : null);
