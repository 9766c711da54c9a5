import { zReferralShareResponse } from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import type { ReferralService } from './referral.service.ts';

export function referralRoutes(referral: ReferralService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    app.get(
      '/api/referral/v1/link/share/',
      {
        schema: {
          tags: ['referral'],
          security: [{ bearer: [] }],
          description: "The caller's referral code, share link and text, and how many registered with it.",
          response: { 200: zReferralShareResponse },
        },
      },
      async (request) => ({ result: await referral.share(actorOf(request)) }),
    );
  };
}
