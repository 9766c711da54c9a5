/** What every SMS provider can do; the service stores each message whatever the provider. */
export interface SmsProvider {
  readonly name: string;
  /** A one-time code, through the provider's template endpoint where it has one. */
  sendCode(recipient: string, code: string, text: string): Promise<{ messageId?: string }>;
  sendText(recipient: string, text: string): Promise<{ messageId?: string }>;
}

export class SmsDeliveryError extends Error {}
