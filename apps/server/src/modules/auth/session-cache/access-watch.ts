import type { Actor } from '../actor.ts';
import type { AuthChanges } from './auth-changes.ts';

/** Why a watched connection must end. */
export type AccessEnd = 'revoked' | 'roles_changed' | 'office_left';

export interface WatchOptions {
  /** The connection also ends when the user leaves an office (an alarm stream; a chat socket does not). */
  endsWithOffice?: boolean;
}

interface Watch {
  actor: Actor;
  options: WatchOptions;
  end(reason: AccessEnd): void;
}

/**
 * Long-lived connections (chat sockets, alarm streams) of this process, by user. When the change feed reports a change
 * to a watched user, each of their connections is checked against the database again: a session that
 * ended, or an account that lost a role, ends the connection. After the feed was lost every connection is
 * checked, since changes may have been missed meanwhile.
 */
export function createAccessWatch(
  changes: AuthChanges,
  recheck: (actor: Actor) => Promise<Actor | undefined>,
  onError: (error: unknown) => void,
) {
  const byUser = new Map<number, Set<Watch>>();

  async function check(watch: Watch) {
    const current = await recheck(watch.actor);
    if (!current) return watch.end('revoked');
    if (watch.actor.roles.some((role) => !current.roles.includes(role))) watch.end('roles_changed');
  }

  const checkAll = (watches: Iterable<Watch>) => {
    for (const watch of [...watches]) check(watch).catch(onError);
  };

  changes.subscribe({
    change({ userId, officeLeft }) {
      const watches = byUser.get(userId);
      if (!watches) return;
      if (officeLeft) {
        for (const watch of [...watches]) if (watch.options.endsWithOffice) watch.end('office_left');
      }
      checkAll(watches);
    },
    reset() {
      if (changes.live) checkAll([...byUser.values()].flatMap((set) => [...set]));
    },
  });

  return {
    /** Calls `end` once the actor's access ends; returns the function that stops watching. */
    watch(actor: Actor, end: (reason: AccessEnd) => void, options: WatchOptions = {}): () => void {
      let ended = false;
      const watch: Watch = {
        actor,
        options,
        end: (reason) => {
          if (ended) return;
          ended = true;
          stop();
          end(reason);
        },
      };
      const set = byUser.get(actor.userId) ?? new Set();
      set.add(watch);
      byUser.set(actor.userId, set);
      const stop = () => {
        set.delete(watch);
        if (set.size === 0 && byUser.get(actor.userId) === set) byUser.delete(actor.userId);
      };
      return stop;
    },
  };
}
