import { describe, expect, it } from 'vitest';
import {
  zAdminConsultantMutationResponse,
  zRejectConsultantRequest,
  zUpdateConsultantSettingsRequest,
} from './consultants.ts';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

const reviewed = {
  pid: 'usr_1',
  first_name: 'سارا',
  last_name: 'محمدی',
  full_name: 'سارا محمدی',
  bio: '',
  specialties: ['family'],
  years_of_experience: 12,
  is_available: true,
  chat_fee: 50,
  consultation_fee: 120,
  default_time_limit_minutes: 30,
  rating_average: null,
  rating_count: 0,
  completed_count: 0,
  mobile: '09120000004',
  licence_number: '12345',
  bar_association: 'markaz',
  licence_document_url: null,
  approval_status: 'approved',
  rejection_reason: null,
  approved_at: '2026-01-01T08:00:00Z',
  updated_at: null,
  message: 'مشاور تأیید شد.',
};

describe('consultant review: approve and reject', () => {
  it('answers an approval with the consultant and the admin’s Persian confirmation', () => {
    expect(zAdminConsultantMutationResponse.parse({ result: reviewed }).result.approval_status).toBe(
      'approved',
    );
    expect(
      zAdminConsultantMutationResponse.safeParse({ result: { ...reviewed, approval_status: 'published' } })
        .success,
    ).toBe(false);
  });

  it('takes a rejection reason, trimmed', () => {
    expect(zRejectConsultantRequest.parse({ reason: ' مدرک پروانه خوانا نیست ' }).reason).toBe(
      'مدرک پروانه خوانا نیست',
    );
  });

  it.each([[{}], [{ reason: '' }], [{ reason: 'نه' }]])(
    'refuses a missing or too short reason: %j',
    (body) => {
      expect(messageOf(zRejectConsultantRequest.safeParse(body))).toBe('علت رد را بنویسید.');
    },
  );

  it('refuses fields it does not know', () => {
    expect(zRejectConsultantRequest.safeParse({ reason: 'مدرک ناقص است', approve: true }).success).toBe(
      false,
    );
  });
});

describe('consultant licence fields', () => {
  it('keeps the licence number as typed, trimmed, and clears it when empty', () => {
    const typed = zUpdateConsultantSettingsRequest.parse({
      licence_number: ' 12/345 ',
      bar_association: 'isfahan',
    });
    expect(typed).toEqual({ licence_number: '12/345', bar_association: 'isfahan' });
    expect(zUpdateConsultantSettingsRequest.parse({ licence_number: '' }).licence_number).toBeNull();
  });

  it('refuses a licence number over thirty characters and an unknown bar association, in Persian', () => {
    expect(messageOf(zUpdateConsultantSettingsRequest.safeParse({ licence_number: '1'.repeat(31) }))).toBe(
      'شماره پروانه حداکثر ۳۰ نویسه است.',
    );
    expect(messageOf(zUpdateConsultantSettingsRequest.safeParse({ licence_number: 12345 }))).toBe(
      'شماره پروانه را بنویسید.',
    );
    expect(messageOf(zUpdateConsultantSettingsRequest.safeParse({ bar_association: 'tehran' }))).toBe(
      'کانون انتخاب‌شده معتبر نیست.',
    );
  });
});
