import type { zChatRequestListQuery, zCreateChatRequest, zRespondChatRequest } from '@vakilyar/contract';
import type { z } from 'zod';
import type { Db } from '../../../db/client.ts';
import type { Actor } from '../../auth/actor.ts';
import { cancelRequest, createRequest } from './request-ask.ts';
import { expireRequest } from './request-expiry.ts';
import { type ListRequestsOptions, listRequests } from './request-list.ts';
import { respondToRequest } from './request-respond.ts';

export { REQUEST_EXPIRE_TASK, scheduleRequestExpiry } from './request-expiry.ts';

/**
 * Chat requests (spec section 4): a client asks a consultant for a live session and the consultant's
 * chat fee is held; the consultant accepts (the session opens, the fee is charged) or rejects (the fee
 * returns); unanswered, the request expires after 30 minutes and the fee returns.
 */
export function createRequestsService(db: Db) {
  return {
    create: (actor: Actor, input: z.output<typeof zCreateChatRequest>, clientKey?: string) =>
      createRequest(db, actor, input, clientKey),
    list: (actor: Actor, query: z.output<typeof zChatRequestListQuery>, options: ListRequestsOptions = {}) =>
      listRequests(db, actor, query, options),
    respond: (actor: Actor, pid: string, input: z.output<typeof zRespondChatRequest>) =>
      respondToRequest(db, actor, pid, input),
    cancel: (actor: Actor, pid: string) => cancelRequest(db, actor, pid),
    runExpire: (payload: unknown) => expireRequest(db, payload),
  };
}

export type RequestsService = ReturnType<typeof createRequestsService>;
