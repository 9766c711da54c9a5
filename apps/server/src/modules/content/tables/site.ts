import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { contentImages } from './images.ts';

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
};

/**
 * A banner of the home page or the dashboard, shown while active and within its dates, to the roles of
 * its audience (empty: to everyone, visitors included).
 */
export const banners = pgTable(
  'content_banners',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    title: text().notNull(),
    subtitle: text(),
    imageId: bigint({ mode: 'number' }).references(() => contentImages.id, { onDelete: 'set null' }),
    link: text(),
    linkText: text(),
    placement: text().notNull(),
    audience: text().array().notNull().default(sql`'{}'::text[]`),
    sortOrder: integer().notNull().default(0),
    startsAt: timestamp({ withTimezone: true }),
    endsAt: timestamp({ withTimezone: true }),
    isActive: boolean().notNull().default(true),
    ...timestamps,
  },
  (t) => [
    index('content_banners_placement_idx').on(t.placement, t.sortOrder),
    check(
      'content_banners_dates_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
  ],
);

export const faqCategories = pgTable('content_faq_categories', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  title: text().notNull(),
  sortOrder: integer().notNull().default(0),
  ...timestamps,
});

/** A frequently asked question; `search_key` holds the normalized question and answer for search. */
export const faqs = pgTable(
  'content_faqs',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    question: text().notNull(),
    answer: text().notNull(),
    categoryId: bigint({ mode: 'number' }).references(() => faqCategories.id, { onDelete: 'set null' }),
    sortOrder: integer().notNull().default(0),
    isActive: boolean().notNull().default(true),
    searchKey: text().notNull(),
    ...timestamps,
  },
  (t) => [
    index('content_faqs_order_idx').on(t.sortOrder, t.id),
    index('content_faqs_search_trgm_idx').using('gin', sql`${t.searchKey} gin_trgm_ops`),
  ],
);

/** A version of the terms of use; a published version never changes, and exactly one is current. */
export const termsVersions = pgTable(
  'content_terms_versions',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    title: text().notNull(),
    version: text().notNull().unique(),
    body: text().notNull(),
    publishedAt: timestamp({ withTimezone: true }),
    isCurrent: boolean().notNull().default(false),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('content_terms_one_current_key').on(t.isCurrent).where(sql`${t.isCurrent}`),
    check('content_terms_current_published_check', sql`not ${t.isCurrent} or ${t.publishedAt} is not null`),
  ],
);

export const teamMembers = pgTable('content_team_members', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  fullName: text().notNull(),
  roleTitle: text().notNull(),
  bio: text(),
  photoId: bigint({ mode: 'number' }).references(() => contentImages.id, { onDelete: 'set null' }),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

export const serviceItems = pgTable('content_service_items', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  title: text().notNull(),
  description: text().notNull(),
  icon: text().notNull(),
  link: text(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});

export const socialLinks = pgTable('content_social_links', {
  id: bigserial({ mode: 'number' }).primaryKey(),
  pid: text().notNull().unique(),
  name: text().notNull(),
  url: text().notNull(),
  icon: text().notNull(),
  sortOrder: integer().notNull().default(0),
  isActive: boolean().notNull().default(true),
  ...timestamps,
});
