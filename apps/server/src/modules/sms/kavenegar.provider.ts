import { SmsDeliveryError, type SmsProvider } from './sms.provider.ts';

interface KavenegarOptions {
  apiKey: string;
  baseUrl: string;
  otpTemplate: string;
  sender?: string;
  timeoutMs?: number;
}

interface KavenegarAnswer {
  return?: { status?: number; message?: string };
  entries?: { messageid?: number | string }[];
}

/** Kavenegar's REST API: verify/lookup.json for codes (a template), sms/send.json for free text. */
export function createKavenegarProvider(options: KavenegarOptions): SmsProvider {
  const call = async (method: string, params: Record<string, string>) => {
    const url = `${options.baseUrl.replace(/\/$/, '')}/v1/${encodeURIComponent(options.apiKey)}/${method}`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams(params),
        signal: AbortSignal.timeout(options.timeoutMs ?? 10_000),
      });
    } catch (error) {
      throw new SmsDeliveryError(`kavenegar ${method} unreachable: ${(error as Error).name}`);
    }
    const answer = (await response.json().catch(() => ({}))) as KavenegarAnswer;
    if (!response.ok || answer.return?.status !== 200) {
      throw new SmsDeliveryError(
        `kavenegar ${method} failed with status ${answer.return?.status ?? response.status}`,
      );
    }
    const messageId = answer.entries?.[0]?.messageid;
    return { messageId: messageId === undefined ? undefined : String(messageId) };
  };
  return {
    name: 'kavenegar',
    sendCode: (recipient, code) =>
      call('verify/lookup.json', { receptor: recipient, token: code, template: options.otpTemplate }),
    sendText: (recipient, text, extra) =>
      call('sms/send.json', {
        receptor: recipient,
        message: text,
        ...(options.sender ? { sender: options.sender } : {}),
        ...(extra?.localId ? { localid: extra.localId } : {}),
      }),
  };
}
