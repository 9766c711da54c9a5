import { describe, expect, it } from 'vitest';
import { zBulkSeenRequest } from './alarms.ts';
import {
  zCreateCourtNoticeRequest,
  zMarkNoticesReadRequest,
  zUploadCourtNoticeFields,
} from './court-notices.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

/** `{pid}/update/` takes the body of `create/`: every field, replaced. */
const update = (fields: Record<string, unknown>) =>
  zCreateCourtNoticeRequest.safeParse({ subject: 'ابلاغ وقت رسیدگی', ...fields });

describe('updating a court notice', () => {
  it('takes the number in Persian digits, the served day, court, branch and case', () => {
    const parsed = update({
      notice_number: '۱۴۰۳ ۰۰۱۲-۳',
      served_on: '2024-08-02',
      court: ' دادگاه عمومی حقوقی تهران ',
      branch: 'شعبه ۲۱۴',
      case_id: ' case_1 ',
    });
    expect(parsed.data).toMatchObject({
      notice_number: '14030012-3',
      served_on: '2024-08-02',
      court: 'دادگاه عمومی حقوقی تهران',
      branch: 'شعبه ۲۱۴',
      case_id: 'case_1',
      notice_type: 'notice',
      is_important: false,
    });
  });

  it('clears what is sent empty', () => {
    expect(
      update({ notice_number: '', served_on: '', court: '', branch: '', case_id: '' }).data,
    ).toMatchObject({
      notice_number: null,
      served_on: null,
      court: null,
      branch: null,
      case_id: null,
    });
  });

  it.each([
    [{ subject: '' }, 'موضوع ابلاغیه را وارد کنید.'],
    [{ notice_number: '۱۲الف' }, 'شماره ابلاغیه فقط از رقم تشکیل می‌شود.'],
    [{ served_on: '1403/05/12' }, 'تاریخ ابلاغ باید به شکل YYYY-MM-DD (میلادی) باشد.'],
    [{ served_on: '2999-01-01' }, 'تاریخ ابلاغ نمی‌تواند در آینده باشد.'],
    [{ court: 'د'.repeat(201) }, 'حداکثر ۲۰۰ نویسه مجاز است.'],
    [{ branch: 'ش'.repeat(101) }, 'حداکثر ۱۰۰ نویسه مجاز است.'],
    [{ notice_type: 'letter' }, 'نوع ابلاغیه معتبر نیست.'],
  ])('refuses %j in Persian', (fields, message) => {
    expect(messageOf(update(fields))).toBe(message);
  });
});

describe('hearing time and reply deadline (issue 25)', () => {
  const inYears = (years: number) => `${new Date().getUTCFullYear() + years}-03-10`;

  it('takes the hearing as a moment with its offset and the deadline as a day, in any digits', () => {
    const parsed = update({ hearing_at: '۲۰۲۶-۱۲-۰۶T۰۹:۳۰:۰۰+۰۳:۳۰', reply_due_on: inYears(0) });
    expect(parsed.data).toMatchObject({ hearing_at: '2026-12-06T09:30:00+03:30', reply_due_on: inYears(0) });
  });

  it('clears them when sent empty, and leaves them out when not sent', () => {
    expect(update({ hearing_at: '', reply_due_on: '' }).data).toMatchObject({
      hearing_at: null,
      reply_due_on: null,
    });
    expect(update({}).data?.hearing_at).toBeUndefined();
  });

  it('refuses a hearing without its zone, a Jalali day and a date decades away, in Persian', () => {
    expect(messageOf(update({ hearing_at: '2026-12-06T09:30:00' }))).toBe(
      'وقت رسیدگی باید به شکل ISO ۸۶۰۱ با منطقه زمانی باشد.',
    );
    expect(messageOf(update({ reply_due_on: '1405-09-15' }))).toBe(
      'مهلت پاسخ باید در بازهٔ سی سال گذشته تا ده سال آینده باشد.',
    );
    expect(messageOf(update({ hearing_at: `${inYears(40)}T09:00:00+03:30` }))).toBe(
      'وقت رسیدگی باید در بازهٔ سی سال گذشته تا ده سال آینده باشد.',
    );
  });

  it('reads them from the text fields of a photo upload too', () => {
    const parsed = zUploadCourtNoticeFields.safeParse({
      subject: 'ابلاغ وقت رسیدگی',
      hearing_at: '2026-12-06T09:30:00+03:30',
      reply_due_on: inYears(0),
    });
    expect(parsed.data).toMatchObject({ hearing_at: '2026-12-06T09:30:00+03:30', reply_due_on: inYears(0) });
  });
});

describe('read state', () => {
  it('marks one to two hundred notices read', () => {
    expect(zMarkNoticesReadRequest.parse({ notification_ids: [' ntc_1 '] })).toEqual({
      notification_ids: ['ntc_1'],
    });
    expect(messageOf(zMarkNoticesReadRequest.safeParse({ notification_ids: [] }))).toBe(
      'دست‌کم یک ابلاغیه را انتخاب کنید.',
    );
    expect(messageOf(zMarkNoticesReadRequest.safeParse({ notification_ids: 'ntc_1' }))).toBe(
      'فهرست شناسه‌های ابلاغیه را بفرستید.',
    );
    expect(
      messageOf(
        zMarkNoticesReadRequest.safeParse({
          notification_ids: Array.from({ length: 201 }, (_, i) => `n${i}`),
        }),
      ),
    ).toBe('حداکثر ۲۰۰ ابلاغیه را می‌توان یک‌جا خوانده‌شده کرد.');
  });

  it('marks alarms seen by pid, at most two hundred at once', () => {
    expect(zBulkSeenRequest.parse({ pids: ['alm_1'] })).toEqual({ pids: ['alm_1'] });
    expect(messageOf(zBulkSeenRequest.safeParse({ pids: 'alm_1' }))).toBe('فهرست شناسه‌های اعلان را بفرستید.');
    expect(
      messageOf(zBulkSeenRequest.safeParse({ pids: Array.from({ length: 201 }, (_, i) => `a${i}`) })),
    ).toBe('حداکثر ۲۰۰ اعلان را می‌توان یک‌جا علامت زد.');
  });
});
