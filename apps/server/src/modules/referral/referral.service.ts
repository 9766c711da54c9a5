import { permissionsOf } from '@vakilyar/contract';
import { and, count, eq, isNull } from 'drizzle-orm';
import { forbidden } from '../../core/errors.ts';
import type { ModuleContext } from '../../core/module-context.ts';
import type { Db } from '../../db/client.ts';
import type { Actor } from '../auth/actor.ts';
import { users } from '../auth/auth.tables.ts';
import { officeTexts } from '../office/office.messages.ts';

/**
 * The share link of a user's referral code. Registration with `referral_code` (the web app reads it from
 * `/login?ref=CODE`) records the referrer; the reward is the wallet's business.
 */
export function createReferralService({ db, config }: Pick<ModuleContext, 'db' | 'config'>) {
  const publicUrl = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return {
    async share(actor: Actor) {
      if (!permissionsOf(actor.roles).has('referral.share')) throw forbidden();
      const link = `${publicUrl}/login?ref=${encodeURIComponent(actor.referralCode)}`;
      const [referred] = await (db as Db)
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.referredById, actor.userId), isNull(users.deletedAt)));
      const name = `${actor.firstName} ${actor.lastName}`.trim();
      return {
        code: actor.referralCode,
        link,
        share_text: officeTexts.referralShare(name || 'دوست شما', link),
        referred_count: referred?.n ?? 0,
      };
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
