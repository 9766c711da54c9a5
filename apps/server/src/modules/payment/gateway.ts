/** What our payment code needs of a card gateway (ZarinPal's v4 flow: request, redirect, callback, verify). */
export interface PaymentGateway {
  readonly name: 'sandbox' | 'zarinpal';
  /** Opens a payment; throws GatewayUnavailableError when the gateway cannot be reached or refuses. */
  request(input: GatewayRequest): Promise<GatewayStart>;
  /** The page the browser goes to for an authority; `origin` is ours, where the sandbox serves its page. */
  paymentUrl(authority: string, origin: string): string;
  /** Asks the gateway whether the authority was paid, with the amount from our database. Never throws. */
  verify(input: { authority: string; amount: number }): Promise<GatewayVerification>;
}

export interface GatewayRequest {
  /** Rials. */
  amount: number;
  callbackUrl: string;
  description: string;
  mobile?: string;
  orderId: string;
  /** Our public origin, where the sandbox serves its bank page. */
  origin: string;
}

export interface GatewayStart {
  authority: string;
  /** Where the browser goes to pay. */
  paymentUrl: string;
}

export type GatewayVerification =
  | { outcome: 'paid'; code: 100 | 101; refId: string; cardPan: string | null }
  /** Definitely not paid (-51), a different amount (-50), or an authority it does not know (-53..-55). */
  | { outcome: 'not_paid' | 'amount_mismatch' | 'rejected'; code: number; message: string }
  /** Unknown: the answer was an error or did not come. Safe to verify again later. */
  | { outcome: 'error' | 'timeout'; code: number | null; message: string };

export class GatewayUnavailableError extends Error {}

/** ZarinPal's verify codes, which the sandbox speaks too: 100 paid now, 101 paid and already verified. */
export function classifyVerifyCode(
  code: number,
  message: string,
): Exclude<GatewayVerification, { outcome: 'paid' }> | { outcome: 'paid'; code: 100 | 101 } {
  if (code === 100 || code === 101) return { outcome: 'paid', code };
  if (code === -50) return { outcome: 'amount_mismatch', code, message };
  if (code === -51) return { outcome: 'not_paid', code, message };
  if (code === -53 || code === -54 || code === -55) return { outcome: 'rejected', code, message };
  return { outcome: 'error', code, message };
}
