import { bigserial, boolean, index, integer, pgTable, text } from 'drizzle-orm/pg-core';

/** Countries for phone prefixes and addresses, stored by the content-seed migration (Iran first). */
export const countries = pgTable('countries', {
  alpha2: text().primaryKey(),
  name: text().notNull(),
  nameEn: text().notNull(),
  dialingCode: text().notNull(),
  flag: text().notNull(),
  sortOrder: integer().notNull().default(0),
});

/** Cities of a country with their province; `search_key` is the normalized name and province. */
export const cities = pgTable(
  'cities',
  {
    id: bigserial({ mode: 'number' }).primaryKey(),
    pid: text().notNull().unique(),
    countryCode: text()
      .notNull()
      .references(() => countries.alpha2),
    name: text().notNull(),
    province: text().notNull(),
    isCapital: boolean().notNull().default(false),
    searchKey: text().notNull(),
  },
  (t) => [index('cities_country_idx').on(t.countryCode, t.province, t.name)],
);
