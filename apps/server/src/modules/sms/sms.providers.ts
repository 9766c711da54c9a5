import type { Logger } from 'pino';
import type { Config } from '../../config.ts';
import { createConsoleProvider } from './console.provider.ts';
import { createKavenegarProvider } from './kavenegar.provider.ts';
import type { SmsProvider } from './sms.provider.ts';

export function smsProviderFor(config: Config, log: Logger): SmsProvider {
  if (config.SMS_PROVIDER === 'kavenegar') {
    return createKavenegarProvider({
      apiKey: config.KAVENEGAR_API_KEY ?? '',
      baseUrl: config.KAVENEGAR_BASE_URL,
      otpTemplate: config.KAVENEGAR_OTP_TEMPLATE,
      sender: config.KAVENEGAR_SENDER,
    });
  }
  return createConsoleProvider(log);
}
