/** date-fns-jalali patterns; quoted words are printed as they are. */
export const dateFormats = {
  date: 'd MMMM yyyy',
  weekdayDate: 'EEEE d MMMM yyyy',
  dateTime: "d MMMM yyyy، 'ساعت' HH:mm",
} as const;

export const moneyText = {
  rial: (amount: string) => `${amount} ریال`,
  toman: (amount: string) => `${amount} تومان`,
  coins: (count: string) => `${count} سکه`,
  /** A coin price with its value in Toman (docs/decisions/016-coin-unit.md). */
  coinPrice: (count: string, toman: string) => `${count} سکه (≈ ${toman} تومان)`,
} as const;
