import type { Actor } from '../actor.ts';
import type { AuthChanges } from './auth-changes.ts';

interface Entry {
  actor: Actor;
  expiresAt: number;
}

/**
 * The actors of recently seen sessions, by session pid, so a valid access token is answered from memory
 * (decision 013). Used only while the change feed is live; a change to the user, their roles or the
 * session drops the entries at once, and a short TTL bounds any staleness the feed could still miss.
 */
export function createSessionCache(
  changes: AuthChanges,
  options: { ttlMs?: number; maxEntries?: number } = {},
) {
  const ttlMs = options.ttlMs ?? 30_000;
  const maxEntries = options.maxEntries ?? 50_000;
  const bySession = new Map<string, Entry>();
  const sessionsOfUser = new Map<number, Set<string>>();
  // Bumped by every change: a database read that started before a change must not be cached after it.
  let generation = 0;

  function drop(sessionPid: string, entry: Entry) {
    bySession.delete(sessionPid);
    const set = sessionsOfUser.get(entry.actor.userId);
    set?.delete(sessionPid);
    if (set?.size === 0) sessionsOfUser.delete(entry.actor.userId);
  }

  function forgetUser(userId: number) {
    for (const sid of sessionsOfUser.get(userId) ?? []) bySession.delete(sid);
    sessionsOfUser.delete(userId);
  }

  changes.subscribe({
    change({ userId }) {
      generation++;
      forgetUser(userId);
    },
    reset() {
      generation++;
      bySession.clear();
      sessionsOfUser.clear();
    },
  });

  return {
    /** A ticket to take before reading the database, handed back to `put`. */
    ticket: () => generation,
    get(sessionPid: string): Actor | undefined {
      if (!changes.live) return undefined;
      const entry = bySession.get(sessionPid);
      if (!entry) return undefined;
      if (entry.expiresAt > Date.now()) return entry.actor;
      drop(sessionPid, entry);
      return undefined;
    },
    put(sessionPid: string, actor: Actor, ticket: number) {
      if (!changes.live || ticket !== generation) return;
      if (bySession.size >= maxEntries) {
        // Maps iterate in insertion order: the first key is the oldest entry.
        const [oldest] = bySession;
        if (oldest) drop(...oldest);
      }
      bySession.set(sessionPid, { actor, expiresAt: Date.now() + ttlMs });
      const set = sessionsOfUser.get(actor.userId) ?? new Set();
      set.add(sessionPid);
      sessionsOfUser.set(actor.userId, set);
    },
    get size() {
      return bySession.size;
    },
  };
}

export type SessionCache = ReturnType<typeof createSessionCache>;
