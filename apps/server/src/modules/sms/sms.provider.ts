/** What every SMS provider can do; the service stores each message whatever the provider. */
export interface SmsProvider {
  readonly name: string;
  /** A one-time code, through the provider's template endpoint where it has one. */
  sendCode(recipient: string, code: string, text: string): Promise<{ messageId?: string }>;
  /** `localId`: the sender's own id of the message; the provider sends a repeated one once. */
  sendText(recipient: string, text: string, options?: { localId?: string }): Promise<{ messageId?: string }>;
}

export class SmsDeliveryError extends Error {}
