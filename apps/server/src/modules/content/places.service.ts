import { searchKey } from '@vakilyar/contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { contains, officeSearchKey } from '../office/search-sql.ts';
import { cities, countries } from './tables/places.ts';

const persian = new Intl.Collator('fa');

/** Countries in the seeded order (Iran first, then by Persian name); `search` matches names, code, prefix. */
export async function listCountries(db: Executor, search?: string) {
  const rows = await db.select().from(countries).orderBy(asc(countries.sortOrder), asc(countries.alpha2));
  const query = search ? searchKey(search) : '';
  return rows
    .filter(
      (row) =>
        !query || searchKey(`${row.name} ${row.nameEn} ${row.alpha2} ${row.dialingCode}`).includes(query),
    )
    .map((row) => ({
      alpha2: row.alpha2,
      name: row.name,
      name_en: row.nameEn,
      dialing_code: row.dialingCode,
      flag: row.flag,
    }));
}

/**
 * The cities of a country (only Iran has them), by province in Persian order, each province's capital first.
 * `search` matches the city or province with Persian normalization; `province` is one province's name.
 */
export async function listCities(
  db: Executor,
  query: { country_code: string; province?: string; search?: string },
) {
  const words = query.search ? officeSearchKey(query.search).split(' ').filter(Boolean) : [];
  const rows = await db
    .select()
    .from(cities)
    .where(
      and(
        eq(cities.countryCode, query.country_code),
        ...words.slice(0, 5).map((w) => contains(cities.searchKey, w)),
      ),
    );
  const province = query.province ? officeSearchKey(query.province) : '';
  return rows
    .filter((row) => !province || officeSearchKey(row.province) === province)
    .sort(
      (a, b) =>
        persian.compare(a.province, b.province) ||
        Number(b.isCapital) - Number(a.isCapital) ||
        persian.compare(a.name, b.name),
    )
    .map((row) => ({
      pid: row.pid,
      name: row.name,
      province: row.province,
      is_capital: row.isCapital,
      country_code: row.countryCode,
    }));
}
