import { z } from 'zod';

// The words of the fees feature, with the Persian a law office writes.

/** How a client pays the office (the online one goes through the platform's gateway). */
export const FEE_PAYMENT_METHODS = ['card_to_card', 'bank_transfer', 'cash', 'cheque', 'online'] as const;
export type FeePaymentMethod = (typeof FEE_PAYMENT_METHODS)[number];
export const zFeePaymentMethod = z.enum(FEE_PAYMENT_METHODS, { error: 'روش پرداخت معتبر نیست.' });
export const FEE_PAYMENT_METHOD_LABELS: Record<FeePaymentMethod, string> = {
  card_to_card: 'کارت به کارت',
  bank_transfer: 'واریز بانکی (پایا/ساتنا)',
  cash: 'نقد',
  cheque: 'چک',
  online: 'پرداخت اینترنتی',
};
/** Methods the office records by hand; `online` is only ever written by the gateway's verify. */
export const MANUAL_FEE_PAYMENT_METHODS = ['card_to_card', 'bank_transfer', 'cash', 'cheque'] as const;

export const FEE_EXPENSE_KINDS = [
  'court_fee',
  'expert_fee',
  'stamp',
  'travel',
  'notice',
  'copying',
  'other',
] as const;
export type FeeExpenseKind = (typeof FEE_EXPENSE_KINDS)[number];
export const zFeeExpenseKind = z.enum(FEE_EXPENSE_KINDS, { error: 'نوع هزینه معتبر نیست.' });
export const FEE_EXPENSE_KIND_LABELS: Record<FeeExpenseKind, string> = {
  court_fee: 'هزینه دادرسی',
  expert_fee: 'دستمزد کارشناسی',
  stamp: 'تمبر و هزینه ابطال',
  travel: 'ایاب و ذهاب و سفر',
  notice: 'هزینه اخطاریه و نشر آگهی',
  copying: 'کپی و تصدیق مدارک',
  other: 'سایر هزینه‌ها',
};

/** Stages of a case a fee is earned in (tariff art. 14 note 1 and art. 21). */
export const FEE_STAGES = ['prosecution', 'first_instance', 'appeal'] as const;
export type FeeStage = (typeof FEE_STAGES)[number];
export const zFeeStage = z.enum(FEE_STAGES, { error: 'مرحله رسیدگی معتبر نیست.' });
export const FEE_STAGE_LABELS: Record<FeeStage, string> = {
  prosecution: 'دادسرا',
  first_instance: 'مرحله نخستین (بدوی)',
  appeal: 'مرحله تجدیدنظر',
};

/** The matter the tariff prices (articles 9, 13, 14 and 26). */
export const TARIFF_MATTERS = [
  'money_claim',
  'family',
  'non_contentious',
  'non_monetary',
  'criminal',
  'drafting',
  'consultation',
  'file_study',
] as const;
export type TariffMatter = (typeof TARIFF_MATTERS)[number];
export const zTariffMatter = z.enum(TARIFF_MATTERS, { error: 'نوع دعوا یا خدمت معتبر نیست.' });
export const TARIFF_MATTER_LABELS: Record<TariffMatter, string> = {
  money_claim: 'دعوای مالی',
  family: 'دعوای خانوادگی',
  non_contentious: 'امور حسبی',
  non_monetary: 'دعوای غیرمالی',
  criminal: 'دعوای کیفری',
  drafting: 'تنظیم دادخواست، شکوائیه، لایحه یا اظهارنامه (بدون وکالت‌نامه)',
  consultation: 'مشاوره ساعتی (بدون وکالت‌نامه)',
  file_study: 'مطالعه پرونده (بدون وکالت‌نامه)',
};

/** Art. 14: the court that tries the offence. */
export const CRIMINAL_COURTS = ['criminal_1', 'criminal_2'] as const;
export type CriminalCourt = (typeof CRIMINAL_COURTS)[number];
export const CRIMINAL_COURT_LABELS: Record<CriminalCourt, string> = {
  criminal_1: 'دادگاه کیفری یک، نظامی یک یا انقلاب',
  criminal_2: 'دادگاه کیفری دو، نظامی دو یا اطفال و نوجوانان',
};

/** Art. 14: the grade of the gravest offence, within its court (`severe`, `middle`, `other`). */
export const CRIMINAL_GRADES = ['severe', 'middle', 'other'] as const;
export type CriminalGrade = (typeof CRIMINAL_GRADES)[number];
export const CRIMINAL_GRADE_LABELS: Record<CriminalCourt, Record<CriminalGrade, string>> = {
  criminal_1: {
    severe: 'سلب حیات، قطع عضو، حبس ابد یا تعزیر درجه یک',
    middle: 'تعزیر درجه ۲ و ۳',
    other: 'دیگر جرائم',
  },
  criminal_2: {
    severe: 'حدود، دیات و تعزیر درجه ۴ و ۵',
    middle: 'تعزیر درجه ۶',
    other: 'دیگر جرائم',
  },
};

/** Art. 12: how a claim ended before a judgment on its merits. */
export const CLAIM_OUTCOMES = ['judgment', 'withdrawn_before_defence', 'withdrawn_after_defence'] as const;
export type ClaimOutcome = (typeof CLAIM_OUTCOMES)[number];
export const CLAIM_OUTCOME_LABELS: Record<ClaimOutcome, string> = {
  judgment: 'رسیدگی تا صدور رأی',
  withdrawn_before_defence: 'استرداد یا ابطال دادخواست پیش از پاسخ به دعوا',
  withdrawn_after_defence: 'رد یا ابطال دادخواست پس از پاسخ به دعوا',
};

/** How the fee of an agreement is set. */
export const FEE_BASES = ['agreed', 'hourly', 'per_stage'] as const;
export type FeeBasis = (typeof FEE_BASES)[number];
export const zFeeBasis = z.enum(FEE_BASES, { error: 'نوع قرارداد حق‌الوکاله معتبر نیست.' });
export const FEE_BASIS_LABELS: Record<FeeBasis, string> = {
  agreed: 'مبلغ مقطوع توافقی',
  hourly: 'مشاوره ساعتی',
  per_stage: 'به تفکیک مراحل',
};

/** Who pays the fee: the client, or someone on their behalf (a relative, a company). */
export const FEE_PAYERS = ['client', 'third_party'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];
export const FEE_PAYER_LABELS: Record<FeePayer, string> = {
  client: 'موکل',
  third_party: 'شخص ثالث به نیابت از موکل',
};

export const INSTALMENT_STATUSES = ['due', 'overdue', 'paid'] as const;
export type InstalmentStatus = (typeof INSTALMENT_STATUSES)[number];
export const INSTALMENT_STATUS_LABELS: Record<InstalmentStatus, string> = {
  due: 'سررسید نشده',
  overdue: 'معوق',
  paid: 'پرداخت‌شده',
};
