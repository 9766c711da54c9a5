import { describe, expect, it } from 'vitest';
import {
  isValidNationalCode,
  normalizeIranMobile,
  searchKey,
  toLatinDigits,
  toPersianDigits,
} from './persian.ts';
import { zIranMobile } from './persian-fields.ts';

describe('Persian normalization', () => {
  it('turns Persian and Arabic-Indic digits into ASCII and back', () => {
    expect(toLatinDigits('۰۹۱۲-٣٤٥')).toBe('0912-345');
    expect(toPersianDigits('1405/09/01')).toBe('۱۴۰۵/۰۹/۰۱');
  });

  it('makes Arabic letters, ZWNJ and diacritics compare equal', () => {
    expect(searchKey('كريمي')).toBe(searchKey('کریمی'));
    expect(searchKey('می‌خواهم')).toBe(searchKey('می خواهم'));
    expect(searchKey('مُحَمَّد')).toBe('محمد');
    expect(searchKey('۱۲۳')).toBe('123');
  });

  it.each([
    ['09121234567', '09121234567'],
    ['9121234567', '09121234567'],
    ['+989121234567', '09121234567'],
    ['00989121234567', '09121234567'],
    ['989121234567', '09121234567'],
    ['۰۹۱۲ ۱۲۳ ۴۵۶۷', '09121234567'],
    ['0912-123-4567', '09121234567'],
  ])('reads the mobile form %s', (input, expected) => {
    expect(normalizeIranMobile(input)).toBe(expected);
  });

  it.each(['0812345678', '091212345', '+1 555 123 4567', 'abc', ''])('rejects %s as a mobile', (input) => {
    expect(normalizeIranMobile(input)).toBeNull();
    expect(zIranMobile.safeParse(input).success).toBe(false);
  });

  it('validates the national code checksum', () => {
    expect(isValidNationalCode('0499370899')).toBe(true);
    expect(isValidNationalCode('0499370898')).toBe(false);
    expect(isValidNationalCode('1111111111')).toBe(false);
    expect(isValidNationalCode('12345')).toBe(false);
  });
});

describe('text as typed (issue 9 §4)', () => {
  it('keeps Persian digits in stored text and folds them only in search keys', async () => {
    const { normalizePersianText, searchKey } = await import('./persian.ts');
    expect(normalizePersianText('  جلسه  ۱۲ آذر، شعبه 3  ')).toBe('جلسه ۱۲ آذر، شعبه 3');
    expect(normalizePersianText('  كد  A-1 ')).toBe('كد A-1');
    expect(searchKey('پرونده ۱۲۳')).toBe(searchKey('پرونده 123'));
    expect(searchKey('پرونده علي ۱۲')).toBe(searchKey('پرونده علی 12'));
  });

  it('keeps Arabic ي/ك and Persian digits in free-text fields, folds identifiers', async () => {
    const { zCreateCaseRequest, zCreateClientRequest, zCreateCabinetRequest } = await import('./office.ts');
    const { zRejectConsultationRequest } = await import('./chat/consultations.ts');
    const { zMultilineText } = await import('./content/fields.ts');
    const typed = 'دعوي ملك  شماره ۱۲';
    const kase = zCreateCaseRequest.parse({
      title: typed,
      case_type: 'civil',
      description: 'شرح  كامل ۳ بند',
      case_number: ' ۹۸۰۱۲ك ',
    });
    expect(kase.title).toBe('دعوي ملك شماره ۱۲');
    expect(kase.description).toBe('شرح كامل ۳ بند');
    expect(kase.case_number).toBe('98012ک');
    const client = zCreateClientRequest.parse({
      first_name: 'علي',
      last_name: 'كريمي',
      mobile: '۰۹۱۲۱۲۳۴۵۶۷',
      national_code: '۰۴۹۹۳۷۰۸۹۹',
    });
    expect([client.first_name, client.last_name, client.mobile, client.national_code]).toEqual([
      'علي',
      'كريمي',
      '09121234567',
      '0499370899',
    ]);
    expect(zMultilineText('پاسخ', 100).parse('يك  پاسخ\n۲ خط')).toBe('يك پاسخ\n۲ خط');
    expect(zRejectConsultationRequest.parse({ message: 'وقت  ندارم، ۱۲ آذر' }).message).toBe(
      'وقت ندارم، ۱۲ آذر',
    );
    expect(zCreateCabinetRequest.parse({ name: 'قفسه يك', code: ' A-1 ' })).toMatchObject({
      name: 'قفسه يك',
      code: 'A-1',
    });
  });
});
