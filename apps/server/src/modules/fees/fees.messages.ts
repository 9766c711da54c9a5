import { formatPersianNumber, toPersianDigits } from '@vakilyar/contract';

const rial = (n: number) => `${formatPersianNumber(n)} ریال`;

/** The fees feature's Persian texts on the server. */
export const feeTexts = {
  notFound: 'اطلاعات مالی این پرونده یافت نشد.',
  paymentNotFound: 'پرداخت یافت نشد.',
  expenseNotFound: 'هزینه یافت نشد.',
  timeEntryNotFound: 'ردیف کارکرد یافت نشد.',
  instalmentNotFound: 'قسط یافت نشد.',
  clientNotFound: 'موکل یافت نشد.',
  noOffice: 'برای دیدن دفتر مالی باید وکیل دفتر باشید.',
  onlyLawyer: 'این کار فقط با وکیل دفتر است.',
  secretaryNotAllowed: 'وکیل دفتر ثبت پرداخت و هزینه را به منشی نسپرده است.',
  noAgreement: 'هنوز قرارداد حق‌الوکاله‌ای برای این پرونده ثبت نشده است.',
  scheduleMismatch: (sum: number, fee: number) =>
    `جمع اقساط (${rial(sum)}) با حق‌الوکاله توافقی (${rial(fee)}) برابر نیست؛ ${
      sum > fee ? `${rial(sum - fee)} بیشتر` : `${rial(fee - sum)} کمتر`
    } است.`,
  duplicateDueDate: 'دو قسط با یک تاریخ سررسید ثبت شده است؛ اقساط هم‌تاریخ را یکی کنید.',
  paidInstalmentChanged: (n: number) =>
    `قسط ${toPersianDigits(n)} پرداخت شده یا بخشی از آن پرداخت شده است؛ مبلغ آن را نمی‌توان کمتر از مبلغ پرداخت‌شده کرد یا آن را حذف کرد.`,
  unknownInstalment: 'یکی از اقساط این برنامه به این پرونده تعلق ندارد.',
  feeBelowPaid: (paid: number) => `حق‌الوکاله نمی‌تواند کمتر از مبلغ دریافت‌شده (${rial(paid)}) باشد.`,
  instalmentSettled: 'این قسط پیش‌تر پرداخت شده است.',
  instalmentOverpaid: (left: number) => `مبلغ پرداخت بیش از مانده این قسط است؛ مانده قسط ${rial(left)} است.`,
  keyReused: 'این کلید یکتا پیش‌تر برای پرداخت دیگری به کار رفته است.',
  slipNotFound: 'تصویر فیش یافت نشد؛ دوباره بارگذاری کنید.',
  nothingOwed: 'بدهی‌ای برای پرداخت اینترنتی باقی نمانده است.',
  amountTooLargeOnline: (max: number) =>
    `مبلغ هر پرداخت اینترنتی حداکثر ${rial(max)} است؛ مبلغ را در چند نوبت پرداخت کنید.`,
  amountTooSmallOnline: (min: number) => `مبلغ پرداخت اینترنتی دست‌کم ${rial(min)} است.`,
  amountBeyondOwed: (owed: number) => `مبلغ پرداخت بیش از مانده بدهی (${rial(owed)}) است.`,
  linkExpired: 'مهلت این پیوند پرداخت تمام شده است؛ از دفتر وکیل پیوند تازه بخواهید.',
  linkPaid: 'این پیوند پرداخت پیش‌تر پرداخت شده است.',
  linkNotFound: 'پیوند پرداخت یافت نشد.',
  paymentDescription: (caseTitle: string) => `حق‌الوکاله پرونده «${caseTitle}»`,
  payLinkSms: (office: string, amount: number, url: string) =>
    `${office}: برای پرداخت ${rial(amount)} حق‌الوکاله از این پیوند استفاده کنید:\n${url}`,
  payLinkSent: 'پیوند پرداخت برای موکل پیامک شد.',
  payLinkNoCredit:
    'پیوند پرداخت ساخته شد، اما اعتبار پیامک دفتر تمام شده و پیامکی فرستاده نشد؛ پیوند را خودتان برای موکل بفرستید یا اعتبار پیامک بخرید.',
  payLinkNoMobile: 'پیوند پرداخت ساخته شد، اما شماره موبایلی از موکل ثبت نشده است؛ پیوند را خودتان بفرستید.',
  reminderSms: (office: string, amount: number, due: string) =>
    `${office}: قسط حق‌الوکاله به مبلغ ${rial(amount)} در تاریخ ${due} سررسید می‌شود.`,
  reminderAlarm: (caseTitle: string) => `سررسید قسط پرونده «${caseTitle}»`,
  reminderAlarmBody: (client: string, amount: number, due: string, sms: boolean) =>
    `قسط ${client} به مبلغ ${rial(amount)} در ${due} سررسید می‌شود.${sms ? '' : ' اعتبار پیامک دفتر تمام شده بود و به موکل پیامک نرفت.'}`,
  withdrawShort: (balance: number) =>
    `موجودی حساب حق‌الوکاله شما ${rial(balance)} است و برای این برداشت کافی نیست.`,
  withdrawalDecided: 'این درخواست برداشت پیش‌تر بررسی شده است.',
  withdrawalNotFound: 'درخواست برداشت یافت نشد.',
  feeMovement: (caseTitle: string) => `دریافت حق‌الوکاله اینترنتی، پرونده «${caseTitle}»`,
  feeWithdrawMovement: (amount: number) => `درخواست برداشت ${rial(amount)} از حساب حق‌الوکاله`,
  feePayoutMovement: (amount: number) => `واریز ${rial(amount)} حق‌الوکاله به حساب بانکی`,
  feeRejectMovement: (amount: number) => `بازگشت ${rial(amount)} درخواست برداشت ردشده`,
} as const;
