import {
  zCreateDraftTemplateRequest,
  zDraftTemplateListQuery,
  zDraftTemplatePage,
  zDraftTemplateResponse,
  zUpdateDraftTemplateRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { callerOf } from '../../office/access.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { security, tags, zMessageResult, zPidParams } from '../drafting.route-kit.ts';
import type { TemplatesService } from './templates.service.ts';

const base = '/api/drafting/v1/templates/';

export function templatesRoutes(templates: TemplatesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.get(
      base,
      {
        schema: {
          tags,
          security,
          description:
            "The office's own templates first, then the built-in ones; `archived=true` lists the archived.",
          querystring: zDraftTemplateListQuery,
          response: { 200: zDraftTemplatePage },
        },
      },
      async (request) => {
        const results = await templates.list(callerOf(request), request.query.archived === 'true');
        return { result: { count: results.length, next: null, previous: null, results } };
      },
    );

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          description:
            'A template of the office. A field that does not exist is refused with its name (400).',
          body: zCreateDraftTemplateRequest,
          response: { 201: zMessageResult(zDraftTemplateResponse) },
        },
      },
      async (request, reply) => {
        const created = await templates.create(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...created, message: draftingTexts.templateCreated } });
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zDraftTemplateResponse } } },
      async (request) => ({ result: await templates.get(callerOf(request), request.params.pid) }),
    );

    app.patch(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          description:
            'Edit or archive (`archived`) an office template; a built-in one is a 409 (copy it first).',
          params: zPidParams,
          body: zUpdateDraftTemplateRequest,
          response: { 200: zDraftTemplateResponse },
        },
      },
      async (request) => ({
        result: await templates.update(callerOf(request), request.params.pid, request.body),
      }),
    );

    app.post(
      `${base}:pid/copy/`,
      {
        schema: {
          tags,
          security,
          description: "A copy of a template (built-in or the office's) among the office's own.",
          params: zPidParams,
          response: { 201: zMessageResult(zDraftTemplateResponse) },
        },
      },
      async (request, reply) => {
        const copied = await templates.copy(callerOf(request), request.params.pid);
        return reply.status(201).send({ result: { ...copied, message: draftingTexts.templateCopied } });
      },
    );
  };
}
