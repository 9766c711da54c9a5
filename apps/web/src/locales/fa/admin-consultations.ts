/** The admin's view of consultations and the settling of disputes. */
export const adminConsultationsText = {
  title: 'مشاوره‌ها و اعتراض‌ها',
  statusLabel: 'وضعیت',
  allStatuses: 'همه وضعیت‌ها',
  emptyTitle: 'مشاوره‌ای در این فهرست نیست',
  emptyBody: 'وضعیت دیگری را انتخاب کنید.',
  parties: (client: string, consultant: string) => `موکل: ${client}، مشاور: ${consultant}`,
  /** The fee as `useCoinPriceFormatter` writes it, its Toman value beside the coins. */
  fee: (price: string) => `هزینه: ${price}`,
  scheduled: (date: string) => `زمان مشاوره: ${date}`,
  completed: (date: string) => `انجام: ${date}`,
  disputed: (date: string) => `اعتراض: ${date}`,
  disputeReason: 'علت اعتراض موکل',
  settlement: { refunded: 'هزینه به موکل بازگردانده شد', paid_out: 'سهم مشاور پرداخت شد' },
  settle: 'رسیدگی به اعتراض',
  settleTitle: 'رسیدگی به اعتراض',
  outcomeLabel: 'نتیجه رسیدگی',
  refund: 'بازگرداندن هزینه به موکل',
  payOut: 'پرداخت سهم مشاور',
  noteLabel: 'یادداشت برای طرفین (اختیاری)',
  noteHelp: 'این یادداشت در اعلان هر دو طرف دیده می‌شود.',
  confirm: 'ثبت رسیدگی',
};

/** The columns of the consultation table on a wide screen. */
export const adminConsultationTableText = {
  subject: 'موضوع',
  client: 'موکل',
  consultant: 'مشاور',
  kind: 'نوع',
  fee: 'هزینه',
  scheduled: 'زمان مشاوره',
  status: 'وضعیت',
  action: 'اقدام',
} as const;
