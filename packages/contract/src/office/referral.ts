import { z } from 'zod';
import { zMessage, zResult } from '../envelope.ts';

// Referral.

export const zReferralShare = z.object({
  code: z.string(),
  link: z.string(),
  share_text: z.string(),
  referred_count: z.number().int(),
});
export const zReferralShareResponse = zResult(zReferralShare);

export const zOfficeMessageResponse = zResult(zMessage);
