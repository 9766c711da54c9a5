import {
  zArticleHistoryResponse,
  zArticleSlug,
  zCorrectArticleRequest,
  zCorrectArticleResponse,
  zLawArticleResponse,
  zLawDetailResponse,
  zLawListResponse,
  zLawSearchQuery,
  zLawSearchResponse,
  zPageQuery,
  zPinArticleRequest,
  zPinArticleResponse,
  zPinnedArticlesResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf, requirePermission } from '../../core/auth-guard.ts';
import { toPage } from '../../core/paging.ts';
import { security } from '../../core/route-kit.ts';
import { callerOf } from '../office/access.ts';
import { lawTexts } from './law.messages.ts';
import type { LawService } from './law.service.ts';

const tags = ['law'];
const adminTags = ['admin-law'];
const base = '/api/law/v1';
const zLawParams = z.object({ law: z.string().min(1).max(40) });
const zArticleParams = zLawParams.extend({ article: zArticleSlug });
const zCaseParams = z.object({ casePid: z.string().min(1).max(40) });

/** The law library: public reading and search, case pins, and the admins' corrections. */
export function lawRoutes(law: LawService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(`${base}/laws/`, { schema: { tags, response: { 200: zLawListResponse } } }, async () => ({
      result: await law.laws(),
    }));
    app.get(
      `${base}/laws/:law/`,
      { schema: { tags, params: zLawParams, response: { 200: zLawDetailResponse } } },
      async (request) => ({ result: await law.law(request.params.law) }),
    );
    app.get(
      `${base}/laws/:law/articles/:article/`,
      { schema: { tags, params: zArticleParams, response: { 200: zLawArticleResponse } } },
      async (request) => ({ result: await law.article(request.params.law, request.params.article) }),
    );
    app.get(
      `${base}/search/`,
      {
        schema: {
          tags,
          description:
            'Words are matched as word prefixes with the Persian normalization of every search; a query naming an article («ماده ۱۱۳۰ مدنی», «م ۳۳۶ آدم») also answers `reference`.',
          querystring: zLawSearchQuery,
          response: { 200: zLawSearchResponse },
        },
      },
      async (request) => ({ result: await law.search(request.query) }),
    );

    const member = { onRequest: app.authenticate };
    app.get(
      `${base}/cases/:casePid/articles/`,
      {
        ...member,
        schema: { tags, security, params: zCaseParams, response: { 200: zPinnedArticlesResponse } },
      },
      async (request) => ({ result: await law.pins(callerOf(request), request.params.casePid) }),
    );
    app.post(
      `${base}/cases/:casePid/articles/`,
      {
        ...member,
        schema: {
          tags,
          security,
          params: zCaseParams,
          body: zPinArticleRequest,
          response: { 200: zPinArticleResponse, 201: zPinArticleResponse },
        },
      },
      async (request, reply) => {
        const { pin, created } = await law.pin(callerOf(request), request.params.casePid, request.body);
        const message = created ? lawTexts.pinned : lawTexts.pinUpdated;
        return reply.status(created ? 201 : 200).send({ result: { ...pin, message } });
      },
    );
    app.delete(
      `${base}/cases/:casePid/articles/:law/:article/`,
      { ...member, schema: { tags, security, params: zCaseParams.merge(zArticleParams) } },
      async (request, reply) => {
        const { casePid, law: slug, article } = request.params;
        await law.unpin(callerOf(request), casePid, slug, article);
        return reply.status(204).send();
      },
    );

    const admin = { onRequest: app.authenticate, preValidation: requirePermission('admin.content') };
    app.patch(
      '/api/admin/v1/laws/:law/articles/:article/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          security,
          params: zArticleParams,
          body: zCorrectArticleRequest,
          response: { 200: zCorrectArticleResponse },
        },
      },
      async (request) => ({
        result: await law.correct(
          actorOf(request).userId,
          request.params.law,
          request.params.article,
          request.body,
        ),
      }),
    );
    app.get(
      '/api/admin/v1/laws/:law/articles/:article/history/',
      {
        ...admin,
        schema: {
          tags: adminTags,
          security,
          params: zArticleParams,
          querystring: zPageQuery.pick({ page: true, page_size: true }),
          response: { 200: zArticleHistoryResponse },
        },
      },
      async (request) => {
        const page = await law.history(request.params.law, request.params.article, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );
  };
}
