import type { Logger } from 'pino';
import type { SmsProvider } from './sms.provider.ts';

/** The default provider: the message is kept in the outbox table and only its sending is logged. */
export function createConsoleProvider(log: Logger): SmsProvider {
  const announce = (recipient: string, kind: string) => {
    log.info({ sms: { to: maskPhone(recipient), kind } }, 'sms sent (console provider)');
    return Promise.resolve({});
  };
  return {
    name: 'console',
    sendCode: (recipient) => announce(recipient, 'code'),
    sendText: (recipient) => announce(recipient, 'text'),
  };
}

export function maskPhone(phone: string): string {
  return `${phone.slice(0, 4)}***${phone.slice(-2)}`;
}
