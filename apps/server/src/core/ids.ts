import { customAlphabet } from 'nanoid';

/** Public ids: 16 characters of an unambiguous alphabet, about 80 bits of randomness. */
export const newPid = customAlphabet('23456789abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ', 16);

/** Referral codes people may type: 8 upper-case characters. */
export const newReferralCode = customAlphabet('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 8);
