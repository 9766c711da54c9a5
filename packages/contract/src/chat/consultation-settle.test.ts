import { describe, expect, it } from 'vitest';
import { zSettleConsultationRequest } from './consultations.ts';

const messageOf = (result: { error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('settling a disputed consultation', () => {
  it('refunds or pays out, with an optional note kept normalized', () => {
    expect(zSettleConsultationRequest.parse({ refund: true })).toEqual({ refund: true });
    expect(zSettleConsultationRequest.parse({ refund: false, note: ' مشاوره انجام شده بود ' })).toEqual({
      refund: false,
      note: 'مشاوره انجام شده بود',
    });
    expect(zSettleConsultationRequest.parse({ refund: true, note: '   ' }).note).toBeNull();
  });

  it('refuses a settlement without its outcome, in Persian', () => {
    expect(messageOf(zSettleConsultationRequest.safeParse({ note: 'بررسی شد' }))).toBe(
      'نتیجه رسیدگی را انتخاب کنید.',
    );
    expect(messageOf(zSettleConsultationRequest.safeParse({ refund: 'yes' }))).toBe(
      'نتیجه رسیدگی را انتخاب کنید.',
    );
  });

  it('refuses a note over 2000 characters and fields it does not know', () => {
    expect(messageOf(zSettleConsultationRequest.safeParse({ refund: true, note: 'ا'.repeat(2001) }))).toBe(
      'حداکثر ۲۰۰۰ نویسه مجاز است.',
    );
    expect(zSettleConsultationRequest.safeParse({ refund: true, amount: 10 }).success).toBe(false);
  });
});
