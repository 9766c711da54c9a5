import { z } from 'zod';
import { zResult } from '../envelope.ts';
import { zPid } from './rules.ts';

export const zSmsPackage = z.object({
  pid: z.string(),
  name: z.string(),
  /** SMS credits (one per SMS part) the package gives. */
  messages: z.number().int(),
  /** Coins. */
  price: z.number().int(),
  is_active: z.boolean(),
  sort_order: z.number().int(),
});

export const zSmsBalance = z.object({
  /** SMS credits left. */
  balance: z.number().int(),
  total_purchased: z.number().int(),
  total_used: z.number().int(),
});

export const zSmsPurchaseRequest = z.object({ package: zPid }).strict();

export const zSmsPurchase = z.object({
  pid: z.string(),
  package: z.object({ pid: z.string(), name: z.string() }),
  messages: z.number().int(),
  price: z.number().int(),
  /** SMS credits after the purchase. */
  sms_balance: z.number().int(),
  /** Wallet coins after the purchase. */
  wallet_balance: z.number().int(),
  created_at: z.string(),
  message: z.string(),
});

export const zSmsPackagesResponse = zResult(z.array(zSmsPackage));
export const zSmsBalanceResponse = zResult(zSmsBalance);
export const zSmsPurchaseResponse = zResult(zSmsPurchase);

export type SmsPackage = z.infer<typeof zSmsPackage>;
export type SmsBalance = z.infer<typeof zSmsBalance>;
export type SmsPurchase = z.infer<typeof zSmsPurchase>;
