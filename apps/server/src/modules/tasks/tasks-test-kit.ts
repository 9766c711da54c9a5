import type { TaskSummary } from '@vakilyar/contract';
import type { TestApp } from '../../../test/test-app.ts';
import { call, ok } from '../office/test-helpers.ts';

export const T = '/api/office-tasks/v1';

export async function tasksOf(t: TestApp, token: string, query = '') {
  return ok<{ count: number; results: TaskSummary[] }>(
    await call(t, 'GET', `${T}/tasks/?page_size=100&${query}`, token),
  );
}

export async function alarmTitles(t: TestApp, userId: number): Promise<string[]> {
  const { rows } = await t.database.pool.query<{ title: string }>(
    'select title from alarms where user_id = $1 order by id',
    [userId],
  );
  return rows.map((r) => r.title);
}
