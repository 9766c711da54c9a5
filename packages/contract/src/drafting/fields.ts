// Merge fields: what a template may ask of the office, the lawyer, the case, its clients, its calendar,
// and what the lawyer types into the draft itself. A new source (the fee agreement, say) is one more group
// here and one more loader on the server (apps/server/src/modules/drafting/fields/).

export const DRAFT_FIELD_SOURCES = [
  'general',
  'office',
  'lawyer',
  'case',
  'client',
  'hearing',
  'deadline',
  'entered',
] as const;
export type DraftFieldSource = (typeof DRAFT_FIELD_SOURCES)[number];

export const DRAFT_FIELD_SOURCE_LABELS: Record<DraftFieldSource, string> = {
  general: 'عمومی',
  office: 'دفتر',
  lawyer: 'وکیل',
  case: 'پرونده',
  client: 'موکل',
  hearing: 'جلسه رسیدگی',
  deadline: 'مهلت',
  entered: 'نوشتنی در پیش‌نویس',
};

/** How a value is shown: as typed, a Jalali date, an amount in figures (rial), or the same in words. */
export type DraftFieldKind = 'text' | 'date' | 'amount' | 'amount_words';

export interface DraftFieldDefinition {
  label: string;
  source: DraftFieldSource;
  kind: DraftFieldKind;
  /** For an amount in words: the field whose figures it spells out. */
  of?: string;
}

const f = (source: DraftFieldSource, label: string, kind: DraftFieldKind = 'text', of?: string) => ({
  label,
  source,
  kind,
  ...(of ? { of } : {}),
});

export const DRAFT_FIELDS = {
  today: f('general', 'تاریخ امروز', 'date'),
  'office.name': f('office', 'نام دفتر'),
  'office.address': f('office', 'نشانی دفتر'),
  'lawyer.name': f('lawyer', 'نام وکیل'),
  'lawyer.mobile': f('lawyer', 'تلفن همراه وکیل'),
  'lawyer.licence_no': f('lawyer', 'شماره پروانه وکالت'),
  'lawyer.bar_association': f('lawyer', 'کانون وکلا'),
  'case.title': f('case', 'عنوان پرونده'),
  'case.number': f('case', 'شماره پرونده'),
  'case.archive_number': f('case', 'شماره بایگانی'),
  'case.court': f('case', 'دادگاه'),
  'case.branch': f('case', 'شعبه'),
  'case.stage': f('case', 'مرحله رسیدگی'),
  'case.type': f('case', 'نوع پرونده'),
  'case.subject': f('case', 'موضوع پرونده'),
  'case.opponent': f('case', 'طرف مقابل'),
  'client.name': f('client', 'نام موکل'),
  'client.father_name': f('client', 'نام پدر موکل'),
  'client.national_code': f('client', 'کد ملی موکل'),
  'client.address': f('client', 'نشانی موکل'),
  'client.mobile': f('client', 'تلفن همراه موکل'),
  'clients.names': f('client', 'نام همه موکلان'),
  'hearing.date': f('hearing', 'تاریخ جلسه بعدی', 'date'),
  'hearing.time': f('hearing', 'ساعت جلسه بعدی'),
  'hearing.title': f('hearing', 'عنوان جلسه بعدی'),
  'deadline.date': f('deadline', 'آخرین روز مهلت', 'date'),
  'deadline.title': f('deadline', 'عنوان مهلت'),
  'opponent.father_name': f('entered', 'نام پدر طرف مقابل'),
  'opponent.address': f('entered', 'نشانی طرف مقابل'),
  'claim.subject': f('entered', 'خواسته'),
  'claim.amount': f('entered', 'بهای خواسته به رقم', 'amount'),
  'claim.amount_words': f('entered', 'بهای خواسته به حروف', 'amount_words', 'claim.amount'),
  'judgment.number': f('entered', 'شماره دادنامه'),
  'judgment.date': f('entered', 'تاریخ دادنامه', 'date'),
  'notice.date': f('entered', 'تاریخ ابلاغ', 'date'),
  'amount.figures': f('entered', 'مبلغ به رقم', 'amount'),
  'amount.words': f('entered', 'مبلغ به حروف', 'amount_words', 'amount.figures'),
  'recipient.name': f('entered', 'نام گیرنده'),
} as const satisfies Record<string, DraftFieldDefinition>;

export type DraftFieldKey = keyof typeof DRAFT_FIELDS;
export const DRAFT_FIELD_KEYS = Object.keys(DRAFT_FIELDS) as DraftFieldKey[];

export const isDraftFieldKey = (key: string): key is DraftFieldKey => Object.hasOwn(DRAFT_FIELDS, key);

/** The field whose value the draft holds for this one (an amount in words reads its figures). */
export const valueKeyOf = (key: DraftFieldKey): DraftFieldKey => {
  const def: DraftFieldDefinition = DRAFT_FIELDS[key];
  return (def.of as DraftFieldKey | undefined) ?? key;
};

/** What a missing value prints as: a line to fill in by hand, named so the reader knows what goes there. */
export const blankOf = (key: DraftFieldKey): string => `………… (${DRAFT_FIELDS[key].label})`;
