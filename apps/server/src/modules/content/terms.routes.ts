import {
  zAdminTermsPage,
  zAdminTermsResponse,
  zPageQuery,
  zTermsInput,
  zTermsPage,
  zTermsPatch,
  zTermsQuery,
  zTermsResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';
import {
  createTermsDraft,
  deleteTermsDraft,
  getTerms,
  getTermsForAdmin,
  listTerms,
  listTermsForAdmin,
  publishTerms,
  updateTermsDraft,
} from './terms.service.ts';

const base = '/api/common/v1/terms-of-use/';
const admin = `${ADMIN_BASE}/terms/`;

/** Terms of use: published versions for everyone; drafts and publication for the admin. */
export function termsRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags: publicTags,
          description: 'Published versions, newest first; `is_current` marks the one in force.',
          querystring: zTermsQuery,
          response: { 200: zTermsPage },
        },
      },
      async (request) => {
        const page = await listTerms(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags: publicTags, params: zPidParams, response: { 200: zTermsResponse } } },
      async (request) => ({ result: await getTerms(db, request.params.pid) }),
    );

    const guard = adminGuard(app);

    app.get(
      admin,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'Drafts first, then published versions, newest first.',
          querystring: zPageQuery,
          response: { 200: zAdminTermsPage },
        },
      },
      async (request) => {
        const page = await listTermsForAdmin(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      admin,
      { ...guard, schema: { tags, security, body: zTermsInput, response: { 201: zAdminTermsResponse } } },
      async (request, reply) => {
        const terms = await createTermsDraft(db, request.body);
        return reply.status(201).send({ result: { ...terms, message: contentTexts.created } });
      },
    );

    app.get(
      `${admin}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, response: { 200: zAdminTermsResponse } } },
      async (request) => ({ result: await getTermsForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'Drafts only; a published version is a 409.',
          params: zPidParams,
          body: zTermsPatch,
          response: { 200: zAdminTermsResponse },
        },
      },
      async (request) => {
        const terms = await updateTermsDraft(db, request.params.pid, request.body);
        return { result: { ...terms, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          description: 'Drafts only (204); a published version is a 409.',
        },
      },
      async (request, reply) => {
        await deleteTermsDraft(db, request.params.pid);
        return reply.status(204).send();
      },
    );

    app.post(
      `${admin}:pid/publish/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'Makes this version the current terms (a draft is published now).',
          params: zPidParams,
          response: { 200: zAdminTermsResponse },
        },
      },
      async (request) => {
        const terms = await publishTerms(db, request.params.pid);
        return { result: { ...terms, message: contentTexts.termsPublished } };
      },
    );
  };
}
