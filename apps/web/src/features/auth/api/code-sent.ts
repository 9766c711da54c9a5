import type { zCodeSentResponse } from '@vakilyar/contract';
import type { Infer } from '@/lib/infer';

/** The 202 answer of every call that texts a code: when it may be sent again, and how long it lives. */
export type CodeSent = Infer<typeof zCodeSentResponse>['result'];
export type CodeSentResponse = Infer<typeof zCodeSentResponse>;
