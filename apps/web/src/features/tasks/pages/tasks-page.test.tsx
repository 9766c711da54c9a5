import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Task, TaskAssignee, TaskSummary } from '@vakilyar/contract';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { caseItem, pageOf, signInAs } from '@/features/cases/test/office-fixtures';
import { server } from '@/test/msw-server';
import { renderApp } from '@/test/render-app';

const T = '/api/office-tasks/v1';
/** The first look at the lazily loaded page (and the case page's tab) may wait for their modules. */
const SLOW = { timeout: 12_000 };
const zahra = { pid: 'usr_sec', first_name: 'زهرا', last_name: 'کریمی' };
const people: TaskAssignee[] = [
  { pid: 'usr_lawyer', first_name: 'مریم', last_name: 'احمدی', role: 'owner' },
  { ...zahra, role: 'secretary' },
];
const summary: TaskSummary = {
  pid: 'tsk_1',
  title: 'گرفتن رونوشت دادنامه',
  case: { pid: caseItem.pid, title: caseItem.title },
  assignee: zahra,
  due_date: '2026-12-01',
  due_time: '09:30',
  priority: 'high',
  status: 'open',
  overdue: true,
  items_total: 2,
  items_done: 0,
  done_at: null,
  created_at: '2026-11-28T08:00:00Z',
};
const overdueOne: TaskSummary = { ...summary, pid: 'tsk_2', title: 'ابلاغ اظهارنامه', overdue: true };

describe('«کارهای من»', () => {
  let asked: URLSearchParams[];
  let task: Task;
  let itemPatches: { item: string; body: unknown }[];
  let created: unknown[];

  beforeEach(() => {
    asked = [];
    itemPatches = [];
    created = [];
    task = {
      ...summary,
      notes: null,
      items: [
        { pid: 'itm_1', text: 'مراجعه به دفتر شعبه', done: false },
        { pid: 'itm_2', text: 'اسکن رونوشت', done: false },
      ],
      comments: [],
      created_by: null,
      template: null,
    };
    signInAs();
    server.use(
      http.get(`${T}/tasks/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query);
        if (query.get('view') === 'overdue') return HttpResponse.json(pageOf([overdueOne]));
        return HttpResponse.json(pageOf(query.get('view') === 'done' ? [] : [summary]));
      }),
      http.get(`${T}/tasks/assignees/`, () => HttpResponse.json({ result: { results: people } })),
      http.get(`${T}/tasks/tsk_1/`, () => HttpResponse.json({ result: task })),
      http.patch(`${T}/tasks/tsk_1/items/:item/`, async ({ params, request }) => {
        const body = (await request.json()) as { done: boolean };
        itemPatches.push({ item: String(params.item), body });
        task = {
          ...task,
          items: task.items.map((entry) =>
            entry.pid === params.item ? { ...entry, done: body.done } : entry,
          ),
        };
        return HttpResponse.json({ result: task });
      }),
      http.post(`${T}/tasks/create_task/`, async ({ request }) => {
        created.push(await request.json());
        return HttpResponse.json({ result: task }, { status: 201 });
      }),
      http.get(`/api/lawyer-office/v1/cases/${caseItem.pid}/`, () => HttpResponse.json({ result: caseItem })),
      http.get(`${T}/idle-cases/`, () => HttpResponse.json(pageOf([]))),
    );
  });

  it('lists the caller’s tasks of today with the Jalali due day, then filters by view and person', async () => {
    const user = userEvent.setup();
    renderApp('/tasks');
    const today = within(await screen.findByRole('list', { name: 'امروز' }, SLOW));
    expect(today.getByText('گرفتن رونوشت دادنامه')).toBeInTheDocument();
    expect(today.getByText(`سه‌شنبه ۱۰ آذر ۱۴۰۵، ساعت ۰۹:۳۰، ${caseItem.title}`)).toBeInTheDocument();
    expect(today.getByText('۰ از ۲ مورد')).toBeInTheDocument();
    expect(asked.at(-1)?.get('mine')).toBe('true');
    expect(asked.at(-1)?.get('view')).toBe('today');

    await user.click(screen.getByRole('tab', { name: 'عقب‌افتاده' }));
    const late = within(await screen.findByRole('list', { name: 'عقب‌افتاده' }));
    expect(late.getByText('ابلاغ اظهارنامه')).toBeInTheDocument();
    expect(late.getByText('عقب‌افتاده')).toBeInTheDocument();
    expect(asked.at(-1)?.get('view')).toBe('overdue');

    await user.click(screen.getByRole('combobox', { name: 'کارهای چه کسی' }));
    await user.click(await screen.findByRole('option', { name: 'زهرا کریمی' }));
    await waitFor(() => expect(asked.at(-1)?.get('assignee')).toBe('usr_sec'));
    expect(asked.at(-1)?.get('mine')).toBeNull();
    // Someone else's list names who each task is with.
    expect(await screen.findByText(/، زهرا کریمی$/)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'انجام‌شده' }));
    expect(await screen.findByText('هنوز کاری انجام‌شده علامت نخورده است.')).toBeInTheDocument();
  }, 30_000);

  it('names the case it is filtered by, and clears that filter', async () => {
    const user = userEvent.setup();
    const { router } = renderApp(`/tasks?view=open&case=${caseItem.pid}`);
    expect(await screen.findByText(`پرونده: ${caseItem.title}`, {}, SLOW)).toBeInTheDocument();
    expect(asked.at(-1)?.get('case')).toBe(caseItem.pid);
    await user.click(screen.getByLabelText('برداشتن فیلتر پرونده'));
    await waitFor(() => expect(router.state.location.search).toBe('?view=open'));
    await waitFor(() => expect(asked.at(-1)?.get('case')).toBeNull());
  }, 30_000);

  it('ticks the checklist of a task in its dialog', async () => {
    const user = userEvent.setup();
    renderApp('/tasks?task=tsk_1');
    const dialog = within(await screen.findByRole('dialog', { name: 'گرفتن رونوشت دادنامه' }, SLOW));
    await user.click(await dialog.findByRole('checkbox', { name: 'اسکن رونوشت' }));
    await waitFor(() => expect(dialog.getByRole('checkbox', { name: 'اسکن رونوشت' })).toBeChecked());
    expect(dialog.getByRole('checkbox', { name: 'مراجعه به دفتر شعبه' })).not.toBeChecked();
    expect(itemPatches).toEqual([{ item: 'itm_2', body: { done: true } }]);
  }, 30_000);

  it('refuses a new task without a title or with a time that is not one, in Persian', async () => {
    const user = userEvent.setup();
    renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'کار تازه' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'کار تازه' }));
    await user.type(dialog.getByLabelText('ساعت (به وقت تهران)'), '۲۵:۹۰');
    await user.click(dialog.getByRole('button', { name: 'ثبت کار' }));
    expect(await dialog.findByText('عنوان کار را وارد کنید.')).toBeInTheDocument();
    expect(dialog.getByText('ساعت باید به شکل ۰۹:۳۰ باشد.')).toBeInTheDocument();
    expect(created).toEqual([]);
  }, 30_000);

  it('shows the server’s refusal of an assignee under the field', async () => {
    const refusal =
      'این کار را فقط می‌توان به وکیل دفتر، منشی‌های دفتر یا وکیل همکار همین پرونده سپرد؛ فرد انتخاب‌شده در این دفتر یا پرونده نیست.';
    server.use(
      http.post(`${T}/tasks/create_task/`, () =>
        HttpResponse.json({ error_messages: { assignee: [refusal] } }, { status: 400 }),
      ),
    );
    const user = userEvent.setup();
    renderApp('/tasks');
    await user.click(await screen.findByRole('button', { name: 'کار تازه' }, SLOW));
    const dialog = within(await screen.findByRole('dialog', { name: 'کار تازه' }));
    await user.type(dialog.getByLabelText(/عنوان کار/), 'بررسی پرونده');
    await user.click(dialog.getByRole('combobox', { name: 'مسئول' }));
    await user.click(await screen.findByRole('option', { name: 'زهرا کریمی (منشی)' }));
    await user.click(dialog.getByRole('button', { name: 'ثبت کار' }));
    expect((await dialog.findAllByText(refusal)).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog', { name: 'کار تازه' })).toBeInTheDocument();
  }, 30_000);
});

describe('the case’s «کارها» tab', () => {
  it('lists the case’s open tasks and closes one with its box', async () => {
    let status: 'open' | 'done' = 'open';
    const patched: unknown[] = [];
    signInAs();
    server.use(
      http.get(`/api/lawyer-office/v1/cases/${caseItem.pid}/`, () => HttpResponse.json({ result: caseItem })),
      http.get('/api/court-calendar/v1/events/', () => HttpResponse.json(pageOf([]))),
      http.get('/api/court-notification/v1/court-notifications/', () => HttpResponse.json(pageOf([]))),
      http.get(`${T}/tasks/`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        expect(query.get('case')).toBe(caseItem.pid);
        const shown = query.get('view') === status ? [{ ...summary, status, overdue: false }] : [];
        return HttpResponse.json(pageOf(shown));
      }),
      http.patch(`${T}/tasks/tsk_1/`, async ({ request }) => {
        patched.push(await request.json());
        status = 'done';
        return HttpResponse.json({ result: { ...summary, status } });
      }),
    );
    const user = userEvent.setup();
    renderApp(`/cases/${caseItem.pid}?tab=tasks`);
    const open = within(await screen.findByRole('list', { name: 'کارها' }, SLOW));
    expect(open.queryByText(new RegExp(caseItem.title))).not.toBeInTheDocument();
    await user.click(open.getByRole('checkbox', { name: 'انجام شد: گرفتن رونوشت دادنامه' }));
    const done = within(await screen.findByRole('list', { name: 'انجام‌شده' }));
    expect(done.getByText('گرفتن رونوشت دادنامه')).toBeInTheDocument();
    expect(await screen.findByText('کار بازی برای این پرونده نیست.')).toBeInTheDocument();
    expect(patched).toEqual([{ status: 'done' }]);
  }, 30_000);
});
