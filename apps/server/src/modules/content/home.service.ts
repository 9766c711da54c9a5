import { CONTENT_RULES, type HomeData } from '@vakilyar/contract';
import { and, countDistinct, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { userRoles, users } from '../auth/auth.tables.ts';
import { listLiveBanners } from './banners.service.ts';
import { topFaqs } from './faqs.service.ts';
import { completedConsultationsCount, featuredConsultants } from './featured-consultants.ts';
import { listServiceItems } from './service-items.service.ts';
import { readGeneralSettings } from './settings.service.ts';
import { listSocialLinks } from './social-links.service.ts';

/** People of a role with a live account (read-only count over the auth module's tables). */
async function usersWithRole(db: Executor, role: 'lawyer' | 'consultant') {
  const [row] = await db
    .select({ n: countDistinct(users.id) })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .where(and(eq(userRoles.role, role), isNull(users.deletedAt)));
  return row?.n ?? 0;
}

/** Everything the home page shows, in one answer. */
export async function homeData(db: Executor): Promise<HomeData> {
  const [
    banners,
    serviceItems,
    consultants,
    faqs,
    settings,
    socialLinks,
    lawyers,
    consultantsCount,
    completed,
  ] = await Promise.all([
    listLiveBanners(db),
    listServiceItems(db),
    featuredConsultants(db, CONTENT_RULES.homeConsultants),
    topFaqs(db, CONTENT_RULES.homeFaqs),
    readGeneralSettings(db),
    listSocialLinks(db),
    usersWithRole(db, 'lawyer'),
    usersWithRole(db, 'consultant'),
    completedConsultationsCount(db),
  ]);
  return {
    banners,
    service_items: serviceItems,
    featured_consultants: consultants,
    faqs,
    settings,
    social_links: socialLinks,
    stats: { lawyers, consultants: consultantsCount, completed_consultations: completed },
  };
}
