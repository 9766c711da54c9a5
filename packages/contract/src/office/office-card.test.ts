import { describe, expect, it } from 'vitest';
import { zOfficeCardRequest } from './office-card.ts';

describe('the office card', () => {
  it('keeps the name and address as typed and folds the licence number to Latin digits', () => {
    expect(
      zOfficeCardRequest.parse({
        name: 'دفتر وكالت  احمدي',
        licence_no: '۱۲۳۴۵',
        bar_association: 'fars',
        address: 'شیراز، خیابان زند',
      }),
    ).toEqual({
      name: 'دفتر وكالت احمدي',
      licence_no: '12345',
      bar_association: 'fars',
      address: 'شیراز، خیابان زند',
    });
  });

  it('clears empty optional fields and refuses a missing name or an unknown bar association in Persian', () => {
    expect(zOfficeCardRequest.parse({ name: 'دفتر', licence_no: '', address: '' })).toMatchObject({
      licence_no: null,
      address: null,
    });
    const refused = zOfficeCardRequest.safeParse({ name: ' ', bar_association: 'nowhere' });
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'نام دفتر را بنویسید.',
      'کانون انتخاب‌شده معتبر نیست.',
    ]);
  });
});
