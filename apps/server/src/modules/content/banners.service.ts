import type { BannerInput, BannerPatch, BannerPlacement, Role } from '@vakilyar/contract';
import { and, eq, gt, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import { fieldError, notFound } from '../../core/errors.ts';
import { newPid } from '../../core/ids.ts';
import type { Executor } from '../../db/client.ts';
import { contentTexts } from './content.messages.ts';
import { imageIdFor, imageUrl } from './images.service.ts';
import { iso } from './route-kit.ts';
import { activeFilter, displayOrder } from './sql-kit.ts';
import { contentImages } from './tables/images.ts';
import { banners } from './tables/site.ts';

type BannerRow = typeof banners.$inferSelect;

/**
 * Active, started (or no start) and not yet ended (or no end), and meant for everyone or for one of the
 * viewer's roles: what this viewer sees now.
 */
const live = (roles: readonly Role[] = []): SQL =>
  and(
    eq(banners.isActive, true),
    or(
      sql`cardinality(${banners.audience}) = 0`,
      sql`${banners.audience} && ${sql.param([...roles])}::text[]`,
    ),
    or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
    or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
  ) as SQL;

const isLive = (row: BannerRow, now = new Date()) =>
  row.isActive && (!row.startsAt || row.startsAt <= now) && (!row.endsAt || row.endsAt > now);

function present(row: BannerRow, imagePid: string | null) {
  return {
    pid: row.pid,
    title: row.title,
    subtitle: row.subtitle,
    image_url: imagePid ? imageUrl(imagePid) : null,
    link: row.link,
    link_text: row.linkText,
    placement: row.placement as BannerPlacement,
    audience: row.audience as Role[],
    sort_order: row.sortOrder,
    starts_at: iso(row.startsAt),
    ends_at: iso(row.endsAt),
  };
}

function presentForAdmin(row: BannerRow, imagePid: string | null) {
  return {
    ...present(row, imagePid),
    image_id: imagePid,
    is_active: row.isActive,
    is_live: isLive(row),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

function selectBanners(db: Executor, where: SQL | undefined) {
  return db
    .select({ row: banners, imagePid: contentImages.pid })
    .from(banners)
    .leftJoin(contentImages, eq(contentImages.id, banners.imageId))
    .where(where)
    .orderBy(...displayOrder(banners));
}

/** The banners a viewer of these roles sees now, in display order; `placement` narrows them to one place. */
export async function listLiveBanners(
  db: Executor,
  placement?: BannerPlacement,
  roles: readonly Role[] = [],
) {
  const rows = await selectBanners(
    db,
    and(live(roles), placement ? eq(banners.placement, placement) : undefined),
  );
  return rows.map((r) => present(r.row, r.imagePid));
}

export async function getLiveBanner(db: Executor, pid: string, roles: readonly Role[] = []) {
  const [found] = await selectBanners(db, and(live(roles), eq(banners.pid, pid)));
  if (!found) throw notFound(contentTexts.bannerNotFound);
  return present(found.row, found.imagePid);
}

export async function listBannersForAdmin(
  db: Executor,
  query: { placement?: BannerPlacement; is_active?: 'true' | 'false' },
) {
  const rows = await selectBanners(
    db,
    and(
      query.placement ? eq(banners.placement, query.placement) : undefined,
      activeFilter(banners.isActive, query.is_active),
    ),
  );
  return rows.map((r) => presentForAdmin(r.row, r.imagePid));
}

export async function getBannerForAdmin(db: Executor, pid: string) {
  const [found] = await selectBanners(db, eq(banners.pid, pid));
  if (!found) throw notFound(contentTexts.bannerNotFound);
  return presentForAdmin(found.row, found.imagePid);
}

const toDate = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null ? null : new Date(value);

export async function createBanner(db: Executor, input: BannerInput) {
  const pid = newPid();
  await db.insert(banners).values({
    pid,
    title: input.title,
    subtitle: input.subtitle ?? null,
    imageId: (await imageIdFor(db, 'image_id', input.image_id)) ?? null,
    link: input.link ?? null,
    linkText: input.link_text ?? null,
    placement: input.placement,
    audience: input.audience,
    sortOrder: input.sort_order,
    startsAt: toDate(input.starts_at) ?? null,
    endsAt: toDate(input.ends_at) ?? null,
    isActive: input.is_active,
  });
  return getBannerForAdmin(db, pid);
}

/** Only the fields sent change; the dates are checked against the stored ones too. */
export async function updateBanner(db: Executor, pid: string, patch: BannerPatch) {
  const [row] = await db.select().from(banners).where(eq(banners.pid, pid));
  if (!row) throw notFound(contentTexts.bannerNotFound);
  const startsAt = toDate(patch.starts_at);
  const endsAt = toDate(patch.ends_at);
  const start = startsAt === undefined ? row.startsAt : startsAt;
  const end = endsAt === undefined ? row.endsAt : endsAt;
  if (start && end && end <= start) throw fieldError('ends_at', contentTexts.endsBeforeStart);
  await db
    .update(banners)
    .set({
      title: patch.title,
      subtitle: patch.subtitle,
      imageId: await imageIdFor(db, 'image_id', patch.image_id),
      link: patch.link,
      linkText: patch.link_text,
      placement: patch.placement,
      audience: patch.audience,
      sortOrder: patch.sort_order,
      startsAt,
      endsAt,
      isActive: patch.is_active,
      updatedAt: sql`now()`,
    })
    .where(eq(banners.id, row.id));
  return getBannerForAdmin(db, pid);
}

export async function deleteBanner(db: Executor, pid: string) {
  const deleted = await db.delete(banners).where(eq(banners.pid, pid)).returning({ id: banners.id });
  if (!deleted.length) throw notFound(contentTexts.bannerNotFound);
}
