import {
  classifyVerifyCode,
  type GatewayRequest,
  type GatewayStart,
  GatewayUnavailableError,
  type GatewayVerification,
  type PaymentGateway,
} from './gateway.ts';

export interface ZarinpalOptions {
  merchantId: string;
  /** https://payment.zarinpal.com, sandbox.zarinpal.com, or a local fake in tests. */
  baseUrl: string;
  timeoutMs?: number;
}

interface ZarinpalAnswer {
  data?: { code?: number; message?: string; authority?: string; ref_id?: number | string; card_pan?: string };
  errors?: { code?: number; message?: string } | unknown[];
}

/** ZarinPal's v4 REST API: request.json, StartPay/{authority}, verify.json with the amount from our database. */
export function createZarinpalGateway(options: ZarinpalOptions): PaymentGateway {
  const base = options.baseUrl.replace(/\/+$/, '');
  const timeoutMs = options.timeoutMs ?? 10_000;

  async function call(path: string, body: Record<string, unknown>): Promise<ZarinpalAnswer> {
    const response = await fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    try {
      return JSON.parse(text) as ZarinpalAnswer;
    } catch {
      throw new Error(`ZarinPal answered ${response.status} without JSON`);
    }
  }

  /** The code of an answer: `data.code` on success, `errors.code` on failure. */
  const codeOf = (answer: ZarinpalAnswer) => {
    const errors = answer.errors && !Array.isArray(answer.errors) ? answer.errors : undefined;
    return {
      code: typeof answer.data?.code === 'number' ? answer.data.code : (errors?.code ?? null),
      message: answer.data?.message ?? errors?.message ?? '',
    };
  };

  return {
    name: 'zarinpal',

    async request(input: GatewayRequest): Promise<GatewayStart> {
      let answer: ZarinpalAnswer;
      try {
        answer = await call('/pg/v4/payment/request.json', {
          merchant_id: options.merchantId,
          amount: input.amount,
          currency: 'IRR',
          callback_url: input.callbackUrl,
          description: input.description,
          metadata: { mobile: input.mobile, order_id: input.orderId },
        });
      } catch (error) {
        throw new GatewayUnavailableError(`ZarinPal request failed: ${(error as Error).message}`);
      }
      const { code, message } = codeOf(answer);
      const authority = answer.data?.authority;
      if (code !== 100 || !authority) {
        throw new GatewayUnavailableError(`ZarinPal refused the request: ${code} ${message}`);
      }
      return { authority, paymentUrl: `${base}/pg/StartPay/${authority}` };
    },

    paymentUrl: (authority) => `${base}/pg/StartPay/${authority}`,

    async verify({ authority, amount }): Promise<GatewayVerification> {
      let answer: ZarinpalAnswer;
      try {
        answer = await call('/pg/v4/payment/verify.json', {
          merchant_id: options.merchantId,
          amount,
          authority,
        });
      } catch (error) {
        const name = (error as Error).name;
        const timedOut = name === 'TimeoutError' || name === 'AbortError';
        return { outcome: timedOut ? 'timeout' : 'error', code: null, message: (error as Error).message };
      }
      const { code, message } = codeOf(answer);
      if (code === null) return { outcome: 'error', code: null, message: 'ZarinPal answered without a code' };
      const verdict = classifyVerifyCode(code, message);
      if (verdict.outcome !== 'paid') return verdict;
      return {
        outcome: 'paid',
        code: verdict.code,
        refId: String(answer.data?.ref_id ?? ''),
        cardPan: answer.data?.card_pan ?? null,
      };
    },
  };
}
