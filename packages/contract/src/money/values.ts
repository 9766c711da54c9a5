import { toLatinDigits, toPersianDigits } from '../persian.ts';

// The money rules and helpers that need no schema: a page that shows a price loads them without zod.

/** Limits of the money screens; the server enforces them and the forms show them. */
export const MONEY_RULES = {
  /** Coins bought in one card payment. */
  minDepositCoins: 1,
  maxDepositCoins: 1_000_000,
  /** Coins in one payout request. */
  minWithdrawCoins: 10,
  maxWithdrawCoins: 10_000_000,
  /** Rials in one card payment (ZarinPal refuses less than 1,000 Toman). */
  minPaymentAmount: 10_000,
  maxPaymentAmount: 2_000_000_000,
} as const;

/** Without a subscription a user works within these limits (null: unlimited). */
export const FREE_TIER_LIMITS = { cases: 5, ai_chats_per_month: 3, included_sms: 0 } as const;

/** The AI chat session length when a package says nothing else (spec section 9). */
export const AI_CHAT_TIME_LIMIT_SECONDS = 360;

/**
 * The price in Rials of `value` coins: round(value × |exchange_rate|), computed in exact decimal
 * arithmetic (the rate may be stored negative or fractional), rounding halves up like Math.round.
 */
export function coinPackagePrice(value: number, exchangeRate: number | string): number {
  const rate = String(exchangeRate).trim().replace(/^[-+]/, '');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(rate);
  // Coin counts are whole and never negative; anything else falls back to the plain formula.
  if (!Number.isSafeInteger(value) || value < 0 || !match) {
    return Math.round(value * Math.abs(Number(exchangeRate)));
  }
  const fraction = match[2] ?? '';
  const scale = 10n ** BigInt(fraction.length);
  const product = BigInt(value) * BigInt(`${match[1]}${fraction}`);
  const whole = product / scale;
  return Number((product % scale) * 2n >= scale ? whole + 1n : whole);
}

/** A whole number in Persian digits with the Persian thousands separator: 1234567 -> ۱٬۲۳۴٬۵۶۷. */
export function formatPersianNumber(value: number): string {
  const sign = value < 0 ? '-' : '';
  const grouped = String(Math.trunc(Math.abs(value))).replace(/\B(?=(\d{3})+(?!\d))/g, '٬');
  return sign + toPersianDigits(grouped);
}

/** Rials to Toman for display (one Toman is ten Rials), rounded to a whole Toman. */
export const rialsToToman = (rials: number): number => Math.round(rials / 10);

/**
 * «۱۲۰ سکه (≈ ۱۲۰٬۰۰۰ تومان)»: an amount of the platform's coins with its Toman value at `exchangeRate`
 * (Rials per coin), what buying those coins costs today; in family law a bare «سکه» reads as a gold coin
 * (docs/decisions/016-coin-unit.md). The server's messages say every coin amount this way.
 */
export function coinPriceText(coins: number, exchangeRate: number | string): string {
  const toman = rialsToToman(coinPackagePrice(coins, exchangeRate));
  return `${formatPersianNumber(coins)} سکه (≈ ${formatPersianNumber(toman)} تومان)`;
}

/** An IBAN of Iran in its canonical form (IR + 24 digits), from spaced, lower-case or Persian-digit input. */
export function normalizeSheba(value: string): string | null {
  const compact = toLatinDigits(value).replace(/[\s-]/g, '').toUpperCase();
  const withPrefix = /^\d{24}$/.test(compact) ? `IR${compact}` : compact;
  return /^IR\d{24}$/.test(withPrefix) ? withPrefix : null;
}

/** ISO 13616 mod-97 check of a Sheba (IR + 24 digits): the check digits must make the remainder 1. */
export function isValidSheba(value: string): boolean {
  const sheba = normalizeSheba(value);
  if (!sheba) return false;
  // The country code and check digits move to the end; I = 18 and R = 27.
  const numeric = `${sheba.slice(4)}1827${sheba.slice(2, 4)}`;
  let remainder = 0;
  for (const digit of numeric) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

/** Characters of the GSM 7-bit alphabet that our texts use; anything else makes the SMS UCS-2. */
const GSM_BASIC = /^[A-Za-z0-9 \r\n@£$¥èéùìòÇØøÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ!"#¤%&'()*+,\-./:;<=>?¡ÄÖÑÜ§¿äöñüà]*$/;

/**
 * SMS parts a text needs: a Persian (UCS-2) text fits 70 characters in one part and 67 per part when
 * it is split; a plain Latin text 160 and 153. An empty text still costs one part.
 */
export function smsSegments(text: string): number {
  const [single, multipart] = GSM_BASIC.test(text) ? [160, 153] : [70, 67];
  if (text.length <= single) return 1;
  return Math.ceil(text.length / multipart);
}
