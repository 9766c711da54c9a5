import {
  zClientCasePage,
  zClientCaseResponse,
  zDocumentPage,
  zDownloadQuery,
  zPageQuery,
  zRedeemAccessLinkRequest,
  zRedeemAccessLinkResponse,
  zSendAccessLinkRequest,
  zSendAccessLinkResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { deviceOf } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { sendStoredFile } from '../document/stored-files.ts';
import { callerOf } from './access.ts';
import type { OfficeServices } from './office.services.ts';
import { lawyerTags, officeTags, security, zPidParams } from './route-kit.ts';

const myCases = '/api/lawyer-office/v1/my-cases/';

/** Redeeming an access link: the one route of the module without a token. */
export function redeemRoutes({ accessLinks }: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/api/auth/v1/redeem-access-link/',
      {
        config: { rateLimit: { max: 20, timeWindow: '1 minute' } },
        schema: {
          tags: ['auth'],
          description:
            'Opens a one-time access link (`/access/:token`): signs the client in, registering the number if new, and attaches them to the case.',
          body: zRedeemAccessLinkRequest,
          response: { 200: zRedeemAccessLinkResponse },
        },
      },
      async (request) => ({ result: await accessLinks.redeem(request.body.token, deviceOf(request)) }),
    );
  };
}

/** The client portal: the lawyer sends an access link; the client reads their case and shared documents. */
export function portalRoutes({
  accessLinks,
  myCases: portal,
  documents,
  storage,
}: OfficeServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      '/api/lawyer/v1/clients/:pid/send-access-link/',
      {
        schema: {
          tags: lawyerTags,
          security,
          description: 'Texts the client a one-time link to the case (`case_id`), valid 24 hours.',
          params: zPidParams,
          body: zSendAccessLinkRequest,
          response: { 200: zSendAccessLinkResponse },
        },
      },
      async (request) => ({
        result: await accessLinks.send(callerOf(request), request.params.pid, request.body.case_id),
      }),
    );

    app.get(
      myCases,
      {
        schema: { tags: officeTags, security, querystring: zPageQuery, response: { 200: zClientCasePage } },
      },
      async (request) => {
        const page = await portal.list(callerOf(request), request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${myCases}:pid/`,
      {
        schema: { tags: officeTags, security, params: zPidParams, response: { 200: zClientCaseResponse } },
      },
      async (request) => ({ result: await portal.get(callerOf(request), request.params.pid) }),
    );

    app.get(
      `${myCases}:pid/documents/`,
      {
        schema: {
          tags: officeTags,
          security,
          params: zPidParams,
          querystring: zPageQuery,
          response: { 200: zDocumentPage },
        },
      },
      async (request) => {
        const page = await portal.documentsOf(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${myCases}:pid/documents/:document/download/`,
      {
        schema: {
          tags: officeTags,
          security,
          description: 'A document the office shared with the client; supports `Range`.',
          params: zPidParams.extend({ document: z.string().min(1).max(40) }),
          querystring: zDownloadQuery,
        },
      },
      async (request, reply) => {
        const caller = callerOf(request);
        const file = await documents.forDownload(caller, request.params.document, {
          client: request.params.pid,
        });
        return sendStoredFile(request, reply, storage, file, request.query.disposition);
      },
    );
  };
}
