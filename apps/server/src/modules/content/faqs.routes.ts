import {
  zAdminFaqCategoryListResponse,
  zAdminFaqCategoryResponse,
  zAdminFaqListQuery,
  zAdminFaqPage,
  zAdminFaqResponse,
  zFaqCategoryInput,
  zFaqCategoryListResponse,
  zFaqCategoryPatch,
  zFaqInput,
  zFaqListQuery,
  zFaqPage,
  zFaqPatch,
  zFaqResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toPage } from '../../core/paging.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import {
  createFaq,
  createFaqCategory,
  deleteFaq,
  deleteFaqCategory,
  getFaq,
  getFaqCategoryForAdmin,
  getFaqForAdmin,
  listFaqCategories,
  listFaqCategoriesForAdmin,
  listFaqs,
  listFaqsForAdmin,
  updateFaq,
  updateFaqCategory,
} from './faqs.service.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';

const base = '/api/common/v1/frequently-questions/';

/** FAQs for everyone (searchable, by category) and the admin's FAQ and category forms. */
export function faqsRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      base,
      {
        schema: {
          tags: publicTags,
          description:
            '`search` matches question and answer with Persian normalization («كريمي» finds «کریمی»); `category` is a category pid; ordering: sort_order, updated_at, created_at.',
          querystring: zFaqListQuery,
          response: { 200: zFaqPage },
        },
      },
      async (request) => {
        const page = await listFaqs(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}categories/`,
      { schema: { tags: publicTags, response: { 200: zFaqCategoryListResponse } } },
      async () => ({ result: await listFaqCategories(db) }),
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags: publicTags, params: zPidParams, response: { 200: zFaqResponse } } },
      async (request) => ({ result: await getFaq(db, request.params.pid) }),
    );

    const guard = adminGuard(app);
    const faqsPath = `${ADMIN_BASE}/faqs/`;
    const categoriesPath = `${ADMIN_BASE}/faq-categories/`;

    app.get(
      faqsPath,
      {
        ...guard,
        schema: { tags, security, querystring: zAdminFaqListQuery, response: { 200: zAdminFaqPage } },
      },
      async (request) => {
        const page = await listFaqsForAdmin(db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      faqsPath,
      { ...guard, schema: { tags, security, body: zFaqInput, response: { 201: zAdminFaqResponse } } },
      async (request, reply) => {
        const faq = await createFaq(db, request.body);
        return reply.status(201).send({ result: { ...faq, message: contentTexts.created } });
      },
    );

    app.get(
      `${faqsPath}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, response: { 200: zAdminFaqResponse } } },
      async (request) => ({ result: await getFaqForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${faqsPath}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, body: zFaqPatch, response: { 200: zAdminFaqResponse } },
      },
      async (request) => {
        const faq = await updateFaq(db, request.params.pid, request.body);
        return { result: { ...faq, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${faqsPath}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await deleteFaq(db, request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      categoriesPath,
      { ...guard, schema: { tags, security, response: { 200: zAdminFaqCategoryListResponse } } },
      async () => ({ result: await listFaqCategoriesForAdmin(db) }),
    );

    app.post(
      categoriesPath,
      {
        ...guard,
        schema: { tags, security, body: zFaqCategoryInput, response: { 201: zAdminFaqCategoryResponse } },
      },
      async (request, reply) => {
        const category = await createFaqCategory(db, request.body);
        return reply.status(201).send({ result: { ...category, message: contentTexts.created } });
      },
    );

    app.get(
      `${categoriesPath}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, response: { 200: zAdminFaqCategoryResponse } },
      },
      async (request) => ({ result: await getFaqCategoryForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${categoriesPath}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zFaqCategoryPatch,
          response: { 200: zAdminFaqCategoryResponse },
        },
      },
      async (request) => {
        const category = await updateFaqCategory(db, request.params.pid, request.body);
        return { result: { ...category, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${categoriesPath}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          description: 'Answers 204; its FAQs stay, without a category.',
        },
      },
      async (request, reply) => {
        await deleteFaqCategory(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
