import type { Task } from '@vakilyar/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { runDueJobs } from '../../jobs/testing.ts';
import { clientThroughLink } from '../office/office-world.ts';
import {
  addCoCounsel,
  call,
  createCase,
  createClient,
  createOfficeTestApp,
  newClientUser,
  newLawyer,
  newSecretary,
  ok,
} from '../office/test-helpers.ts';
import { sendMorningDigests } from './digest/morning-digest.ts';
import { dueLabel } from './task-time.ts';
import { taskTexts } from './tasks.messages.ts';
import { alarmTitles, T, tasksOf } from './tasks-test-kit.ts';
import { applyTemplates } from './templates/apply-templates.ts';

let t: TestApp;
let lawyer: Awaited<ReturnType<typeof newLawyer>>;
let secretary: Awaited<ReturnType<typeof newSecretary>>;
beforeAll(async () => {
  t = await createOfficeTestApp();
  lawyer = await newLawyer(t);
  secretary = await newSecretary(t, lawyer.officeId);
});
afterAll(() => t.close());

describe('checklist templates', () => {
  it('a new family case gets «پرونده خانواده جدید», the secretary’s tasks told to her', async () => {
    const family = await createCase(t, lawyer.access, { title: 'طلاق توافقی', case_type: 'family' });
    const tasks = await tasksOf(t, lawyer.access, `case=${family.pid}`);
    expect(tasks.results.map((r) => r.title)).toEqual([
      'تنظیم وکالت‌نامه و ابطال تمبر مالیاتی',
      'دریافت مدارک از موکل',
      'تنظیم و ثبت دادخواست در دفتر خدمات الکترونیک قضایی',
      'پیگیری ارجاع به مرکز مشاوره خانواده و تعیین وقت رسیدگی',
    ]);
    expect(tasks.results.map((r) => r.assignee?.pid)).toEqual([
      secretary.pid,
      secretary.pid,
      lawyer.pid,
      secretary.pid,
    ]);
    const mine = await tasksOf(t, secretary.access, 'mine=true');
    expect(mine.count).toBe(3);
    expect(await alarmTitles(t, secretary.userId)).toContain('کار تازه برای شما: دریافت مدارک از موکل');
    // A civil case gets the civil checklist, not the family one.
    const civil = await createCase(t, lawyer.access, { title: 'مطالبه وجه' });
    expect((await tasksOf(t, lawyer.access, `case=${civil.pid}`)).results[0]?.title).toBe(
      'تنظیم وکالت‌نامه و ابطال تمبر مالیاتی',
    );
  });

  it('dates each task from the day, past Fridays and the holidays table (Nowruz 1405)', async () => {
    const other = await newLawyer(t);
    const family = await createCase(t, other.access, { title: 'مهریه', case_type: 'family' });
    await t.database.pool.query('delete from office_tasks where office_id = $1', [other.officeId]);
    const { rows } = await t.database.pool.query('select id from office_cases where pid = $1', [family.pid]);
    // ۲۵ اسفند ۱۴۰۴, a Monday.
    const hook = applyTemplates(t.services.sms, 'case_opened', () => new Date('2026-03-16T09:00:00+03:30'));
    await t.database.db.transaction((tx) =>
      hook(tx, {
        caseId: Number(rows[0].id),
        officeId: other.officeId,
        caseType: 'family',
        stage: 'first_instance',
        startDate: null,
        actorId: other.userId,
      }),
    );
    const due = (await tasksOf(t, other.access, `case=${family.pid}`)).results.map((r) => r.due_date);
    // +0; +2; +5 is 1 Farvardin, Nowruz: the first working day after is 5 Farvardin; +14 is 10 Farvardin.
    expect(due).toEqual(['2026-03-16', '2026-03-18', '2026-03-25', '2026-03-30']);
    expect(due.map((d) => dueLabel(d, null))).toEqual(['۲۵ اسفند', '۲۷ اسفند', '۵ فروردین', '۱۰ فروردین']);
  });

  it('dates them from a later start date, across the end of Dey and past a Friday', async () => {
    const other = await newLawyer(t);
    const family = await createCase(t, other.access, { title: 'حضانت', case_type: 'family' });
    await t.database.pool.query('delete from office_tasks where office_id = $1', [other.officeId]);
    const { rows } = await t.database.pool.query('select id from office_cases where pid = $1', [family.pid]);
    const hook = applyTemplates(t.services.sms, 'case_opened', () => new Date('2026-12-01T09:00:00+03:30'));
    await t.database.db.transaction((tx) =>
      hook(tx, {
        caseId: Number(rows[0].id),
        officeId: other.officeId,
        caseType: 'family',
        stage: 'first_instance',
        startDate: '2027-01-20',
        actorId: other.userId,
      }),
    );
    const due = (await tasksOf(t, other.access, `case=${family.pid}`)).results.map((r) => r.due_date);
    // From ۳۰ دی: +2 is Friday ۲ بهمن, so ۳ بهمن; +5 is ۵ بهمن; +14 is ۱۴ بهمن.
    expect(due.map((d) => dueLabel(d, null))).toEqual(['۳۰ دی', '۳ بهمن', '۵ بهمن', '۱۴ بهمن']);
    expect(due).toEqual(['2027-01-20', '2027-01-23', '2027-01-25', '2027-02-03']);
  });

  it('a case moved to appeal gets «تجدیدنظر»', async () => {
    const c = await createCase(t, lawyer.access, { title: 'خلع ید', case_type: 'other' });
    ok(await call(t, 'PATCH', `/api/lawyer-office/v1/cases/${c.pid}/`, lawyer.access, { stage: 'appeal' }));
    const titles = (await tasksOf(t, lawyer.access, `case=${c.pid}`)).results.map((r) => r.title);
    expect(titles).toContain('تنظیم لایحه تجدیدنظرخواهی');
    expect(titles).toHaveLength(4);
  });
});

describe('tasks', () => {
  it('the secretary ticks her checklist and closes the task; the dashboard and idle cases follow', async () => {
    const c = await createCase(t, lawyer.access, { title: 'الزام به تنظیم سند', case_type: 'other' });
    const idle = async () =>
      ok<{ results: { pid: string }[] }>(
        await call(t, 'GET', `${T}/idle-cases/?page_size=100`, lawyer.access),
      ).results.map((r) => r.pid);
    expect(await idle()).toContain(c.pid);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(new Date());
    const task = ok<Task>(
      await call(t, 'POST', `${T}/tasks/create_task/`, lawyer.access, {
        title: 'گرفتن رونوشت دادنامه',
        case: c.pid,
        assignee: secretary.pid,
        due_date: today,
        priority: 'high',
        items: ['مراجعه به دفتر شعبه', 'اسکن رونوشت'],
      }),
      201,
    );
    expect(await idle()).not.toContain(c.pid);
    const board = ok<{ today: number }>(await call(t, 'GET', `${T}/tasks/dashboard/`, secretary.access));
    expect(board.today).toBeGreaterThanOrEqual(1);
    let seen = ok<Task>(await call(t, 'GET', `${T}/tasks/${task.pid}/`, secretary.access));
    for (const item of seen.items) {
      seen = ok<Task>(
        await call(t, 'PATCH', `${T}/tasks/${task.pid}/items/${item.pid}/`, secretary.access, { done: true }),
      );
    }
    expect(seen.items_done).toBe(2);
    ok(
      await call(t, 'POST', `${T}/tasks/${task.pid}/comments/`, secretary.access, {
        body: 'رونوشت در پوشه گذاشته شد.',
      }),
      201,
    );
    const closed = ok<Task>(
      await call(t, 'PATCH', `${T}/tasks/${task.pid}/`, secretary.access, { status: 'done' }),
    );
    expect(closed.status).toBe('done');
    expect(closed.comments[0]?.author?.pid).toBe(secretary.pid);
    expect((await tasksOf(t, secretary.access, 'mine=true&view=done')).results.map((r) => r.pid)).toContain(
      task.pid,
    );
    expect(await idle()).toContain(c.pid);
  });

  it('refuses an assignee outside the office or case; a client and another office get 404', async () => {
    const c = await createCase(t, lawyer.access, { title: 'اعتراض ثالث', case_type: 'other' });
    const outsider = await newLawyer(t);
    const refused = await call(t, 'POST', `${T}/tasks/create_task/`, lawyer.access, {
      title: 'بررسی',
      case: c.pid,
      assignee: outsider.pid,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_messages.assignee[0]).toContain('وکیل همکار همین پرونده');
    // As co-counsel of that case, the same lawyer may be given it.
    await addCoCounsel(t, c.pid, lawyer.access, outsider);
    const task = ok<Task>(
      await call(t, 'POST', `${T}/tasks/create_task/`, lawyer.access, {
        title: 'بررسی',
        case: c.pid,
        assignee: outsider.pid,
      }),
      201,
    );
    expect((await tasksOf(t, outsider.access, 'mine=true')).results.map((r) => r.pid)).toEqual([task.pid]);
    const stranger = await newLawyer(t);
    const client = await newClientUser(t);
    expect((await call(t, 'GET', `${T}/tasks/${task.pid}/`, stranger.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${T}/tasks/${task.pid}/`, client.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${T}/tasks/?case=${c.pid}`, stranger.access)).statusCode).toBe(404);
    expect((await call(t, 'GET', `${T}/tasks/`, client.access)).statusCode).toBe(403);
    // The case's own client, signed in through the access link, sees none of its tasks either.
    const office = await newLawyer(t);
    const party = await createClient(t, office.access);
    const theirs = await createCase(t, office.access, {
      title: 'نفقه',
      case_type: 'family',
      client_ids: [party.pid],
    });
    const portal = await clientThroughLink(t, office.access, party, theirs.pid);
    expect((await call(t, 'GET', `${T}/tasks/?case=${theirs.pid}`, portal.access)).statusCode).toBe(404);
    const [first] = (await tasksOf(t, office.access, `case=${theirs.pid}`)).results;
    expect((await call(t, 'GET', `${T}/tasks/${first?.pid}/`, portal.access)).statusCode).toBe(404);
    const patched = await call(t, 'PATCH', `${T}/tasks/${first?.pid}/`, portal.access, { status: 'done' });
    expect(patched.statusCode).toBe(404);
  });

  it('refuses moving a task to someone outside its office, in Persian', async () => {
    const owner = await newLawyer(t);
    const c = await createCase(t, owner.access, { title: 'تخلیه ید', case_type: 'other' });
    const task = ok<Task>(
      await call(t, 'POST', `${T}/tasks/create_task/`, owner.access, {
        title: 'ابلاغ اظهارنامه',
        case: c.pid,
      }),
      201,
    );
    const outsider = await newSecretary(t, (await newLawyer(t)).officeId);
    const refused = await call(t, 'PATCH', `${T}/tasks/${task.pid}/`, owner.access, {
      assignee: outsider.pid,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error_messages.assignee[0]).toBe(taskTexts.assigneeOutside);
    expect(ok<Task>(await call(t, 'GET', `${T}/tasks/${task.pid}/`, owner.access)).assignee?.pid).not.toBe(
      outsider.pid,
    );
  });

  it('reminds the assignee before the due time', async () => {
    const tomorrow = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tehran' }).format(
      new Date(Date.now() + 86_400_000),
    );
    ok(
      await call(t, 'POST', `${T}/tasks/create_task/`, lawyer.access, {
        title: 'تماس با کارشناس رسمی',
        assignee: secretary.pid,
        due_date: tomorrow,
        due_time: '۱۰:۳۰',
      }),
      201,
    );
    await runDueJobs(t, new Date(Date.now() + 3 * 86_400_000));
    expect(await alarmTitles(t, secretary.userId)).toContain('سررسید کار: تماس با کارشناس رسمی');
  });
});

describe('the morning digest', () => {
  const digestBodies = async (userId: number) =>
    (
      await t.database.pool.query<{ body: string }>(
        `select body from alarms where user_id = $1 and title like 'خلاصه کارهای امروز%' order by id`,
        [userId],
      )
    ).rows.map((r) => r.body);

  it('goes once a working day to each person who wants it, never on a holiday', async () => {
    const office = await newLawyer(t);
    const helper = await newSecretary(t, office.officeId);
    const day = '2026-12-01';
    ok(
      await call(t, 'POST', `${T}/tasks/create_task/`, office.access, {
        title: 'پیگیری دستور موقت',
        assignee: helper.pid,
        due_date: day,
      }),
      201,
    );
    const at = new Date(`${day}T07:05:00+03:30`);
    const run = () =>
      sendMorningDigests(t.database.db, t.services.sms, { now: at, officeIds: [office.officeId] });
    expect(await run()).toEqual({ sent: 1, workingDay: true });
    expect(await run()).toEqual({ sent: 0, workingDay: true });
    const digests = (await alarmTitles(t, helper.userId)).filter((title) =>
      title.startsWith('خلاصه کارهای امروز'),
    );
    expect(digests).toEqual(['خلاصه کارهای امروز، سه‌شنبه ۱۰ آذر ۱۴۰۵']);
    expect(await digestBodies(helper.userId)).toEqual(['۱ کار امروز']);
    // Left open, it is overdue in the next morning's digest.
    const next = await sendMorningDigests(t.database.db, t.services.sms, {
      now: new Date('2026-12-02T07:05:00+03:30'),
      officeIds: [office.officeId],
    });
    expect(next.sent).toBe(1);
    expect(await digestBodies(helper.userId)).toEqual(['۱ کار امروز', '۱ کار عقب‌افتاده']);
    const friday = await sendMorningDigests(t.database.db, t.services.sms, {
      now: new Date('2026-12-04T07:05:00+03:30'),
      officeIds: [office.officeId],
    });
    expect(friday).toEqual({ sent: 0, workingDay: false });
  });
});
