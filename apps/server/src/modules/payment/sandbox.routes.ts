import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import {
  callbackLocation,
  decideSandboxPayment,
  findSandboxPayment,
  sandboxPagePath,
} from './sandbox.gateway.ts';
import { renderSandboxNotFound, renderSandboxPage } from './sandbox.page.ts';

const tags = ['payment'];
const params = z.object({ authority: z.string().max(64) });
const zCardForm = z.looseObject({ card_number: z.string().max(40).optional() }).nullish();

/** The sandbox gateway's bank page and its two buttons; a person can click through a payment. */
export function sandboxRoutes(db: Db): FastifyPluginAsyncZod {
  return async (app) => {
    // The bank page posts a plain HTML form; only this plugin reads form bodies.
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    app.get(
      '/api/payment/v1/sandbox/:authority/',
      {
        schema: {
          tags,
          description:
            'The sandbox bank page (HTML, Persian, no scripts): amount, merchant, a test card form.',
          params,
        },
      },
      async (request, reply) => {
        const row = await findSandboxPayment(db, request.params.authority);
        reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
        if (!row) return reply.status(404).send(renderSandboxNotFound());
        const page = sandboxPagePath(row.authority);
        return reply.send(renderSandboxPage(row, { pay: `${page}pay/`, cancel: `${page}cancel/` }));
      },
    );

    for (const action of ['pay', 'cancel'] as const) {
      app.post(
        `/api/payment/v1/sandbox/:authority/${action}/`,
        {
          schema: {
            tags,
            description: `«${action === 'pay' ? 'پرداخت' : 'انصراف'}»: redirects (303) to the callback with Authority and Status=${action === 'pay' ? 'OK' : 'NOK'}.`,
            params,
            body: zCardForm,
          },
        },
        async (request, reply) => {
          const row = await decideSandboxPayment(
            db,
            request.params.authority,
            action === 'pay' ? { pay: true, cardNumber: request.body?.card_number } : { pay: false },
          );
          if (!row) return reply.status(404).type('text/html; charset=utf-8').send(renderSandboxNotFound());
          return reply.redirect(callbackLocation(row), 303);
        },
      );
    }
  };
}
