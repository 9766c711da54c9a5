import type pg from 'pg';

/** Every table column that names an uploaded file (`storage_key`), found in the catalogue. */
async function keyColumns(client: pg.ClientBase): Promise<{ table: string }[]> {
  const { rows } = await client.query<{ table_name: string }>(
    `select table_name from information_schema.columns
      where table_schema = 'public' and column_name = 'storage_key' order by table_name`,
  );
  return rows.map((r) => ({ table: r.table_name }));
}

/** The storage key of every row that names an uploaded file, as the client's snapshot sees them. */
export async function storedKeys(client: pg.ClientBase): Promise<string[]> {
  const keys: string[] = [];
  for (const { table } of await keyColumns(client)) {
    const { rows } = await client.query<{ key: string }>(`select storage_key as key from "${table}"`);
    keys.push(...rows.map((r) => r.key));
  }
  return keys.sort();
}

/** Deletes the rows that name the given keys (their files were deleted while the backup ran). */
export async function deleteRowsOfKeys(client: pg.ClientBase, keys: string[]): Promise<number> {
  if (!keys.length) return 0;
  let deleted = 0;
  await client.query('begin');
  try {
    for (const { table } of await keyColumns(client)) {
      const result = await client.query(`delete from "${table}" where storage_key = any($1)`, [keys]);
      deleted += result.rowCount ?? 0;
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
  return deleted;
}

/** Where a key's file lives under the upload folder (the disk store's layout). */
export const uploadPathOf = (key: string) => `files/${key.slice(0, 2)}/${key}`;
