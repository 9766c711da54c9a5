import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedContentDemo } from '../demo/content.demo.ts';
import type { DemoUsers } from '../demo/demo.accounts.ts';
import { alarms } from '../notification/tables/alarms.ts';
import { listFaqCategories, listFaqs } from './faqs.service.ts';
import { listFeedbackForAdmin } from './feedback.service.ts';
import { homeData } from './home.service.ts';
import { listTeamMembers } from './team.service.ts';
import { listTerms } from './terms.service.ts';
import { createContentTestApp, makeUser } from './test-kit.ts';
import { versionStatus } from './versions.service.ts';

let t: Awaited<ReturnType<typeof createContentTestApp>>;
beforeAll(async () => {
  t = await createContentTestApp();
});
afterAll(() => t.close());

class Rollback extends Error {}

describe('content demo', () => {
  // Seeded in a transaction that is rolled back: other test files share the database and its singletons.
  it('holds realistic Persian site content', async () => {
    const user = async (role: 'lawyer' | 'client' | 'consultant' | 'admin') => {
      const { id, pid, phone } = await makeUser(t, role);
      return { id, pid, phone };
    };
    const demo = {
      lawyer: await user('lawyer'),
      secretary: await user('client'),
      client: await user('client'),
      consultant: await user('consultant'),
      admin: await user('admin'),
      officeId: 0,
    } as DemoUsers;
    const page = { page: 1, page_size: 100 };

    await t.database.db
      .transaction(async (tx) => {
        await seedContentDemo(tx, demo);
        const home = await homeData(tx);
        const titles = home.service_items.map((s) => s.title);
        expect(titles).toEqual(expect.arrayContaining(['وکالت', 'مشاورهٔ آنلاین', 'تنظیم قرارداد']));
        expect(
          home.banners.filter((b) => b.title.includes('وکالت') || b.title.includes('مشاوره')).length,
        ).toBeGreaterThanOrEqual(2);
        expect(home.social_links.map((s) => s.icon)).toEqual(
          expect.arrayContaining(['telegram', 'instagram', 'linkedin', 'aparat']),
        );
        expect(home.faqs).toHaveLength(6);
        expect(home.settings.support_email).toBe('support@vakilyar.ir');

        const faqs = await listFaqs(tx, { ...page, search: 'مهلت تجدیدنظر' });
        expect(faqs.results[0]?.answer).toContain('۳۳۶');
        expect((await listFaqCategories(tx)).map((c) => c.faqs_count)).toEqual(
          expect.arrayContaining([3, 3, 3, 3]),
        );
        expect((await listTeamMembers(tx)).length).toBeGreaterThanOrEqual(4);

        const terms = await listTerms(tx, page);
        expect(terms.results.filter((v) => v.is_current)).toHaveLength(1);
        expect(terms.results.find((v) => v.is_current)?.version).toBe('۱٫۱');

        expect(await versionStatus(tx, 'android', 100)).toMatchObject({
          force_update: true,
          latest_version: '1.4.2',
        });
        const inbox = await listFeedbackForAdmin(tx, { ...page, status: 'answered' });
        const answered = inbox.results.find((f) => f.user.pid === demo.lawyer.pid);
        expect(answered?.reply).toContain('سپاسگزاریم');
        expect(await tx.select().from(alarms).where(eq(alarms.userId, demo.lawyer.id))).toHaveLength(1);
        throw new Rollback();
      })
      .catch((error: unknown) => {
        if (!(error instanceof Rollback)) throw error;
      });
  });
});
