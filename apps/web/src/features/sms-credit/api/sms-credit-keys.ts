/** Query keys of SMS credit; a purchase invalidates `smsCreditKeys.all` (and the wallet's). */
export const smsCreditKeys = {
  all: ['sms-credit'] as const,
  balance: ['sms-credit', 'balance'] as const,
  packages: ['sms-credit', 'packages'] as const,
};
