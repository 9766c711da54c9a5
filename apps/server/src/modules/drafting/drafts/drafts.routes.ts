import {
  zCreateDraftRequest,
  zDocumentResponse,
  zDraftPage,
  zDraftRenderParams,
  zDraftResponse,
  zDraftVersionPage,
  zDraftVersionResponse,
  zFileDraftRequest,
  zPageQuery,
  zSaveDraftRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { toPage } from '../../../core/paging.ts';
import { callerOf } from '../../office/access.ts';
import { draftingTexts } from '../drafting.messages.ts';
import { attachment, security, tags, zMessageResult, zPidParams } from '../drafting.route-kit.ts';
import type { DraftOutputService } from '../render/output.service.ts';
import type { DraftsService } from './drafts.service.ts';

const base = '/api/drafting/v1/drafts/';

export function draftsRoutes(drafts: DraftsService, output: DraftOutputService): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);

    app.post(
      base,
      {
        schema: {
          tags,
          security,
          description:
            "A draft of a case from a template (built-in or the office's); `values` fills typed fields.",
          body: zCreateDraftRequest,
          response: { 201: zMessageResult(zDraftResponse) },
        },
      },
      async (request, reply) => {
        const created = await drafts.create(callerOf(request), request.body);
        return reply.status(201).send({ result: { ...created, message: draftingTexts.draftCreated } });
      },
    );

    app.get(
      `${base}by-case/:pid/`,
      {
        schema: {
          tags,
          security,
          description:
            "The case's drafts, last edited first. Staff only: to a client they do not exist (404).",
          params: zPidParams,
          querystring: zPageQuery,
          response: { 200: zDraftPage },
        },
      },
      async (request) => {
        const page = await drafts.listByCase(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, response: { 200: zDraftResponse } } },
      async (request) => ({ result: await drafts.get(callerOf(request), request.params.pid) }),
    );

    app.put(
      `${base}:pid/`,
      {
        schema: {
          tags,
          security,
          description:
            'Saves the whole draft (autosave). `version` is the one it was edited from; a newer one on the server is a 409.',
          params: zPidParams,
          body: zSaveDraftRequest,
          response: { 200: zDraftResponse },
        },
      },
      async (request) => ({ result: await drafts.save(callerOf(request), request.params.pid, request.body) }),
    );

    app.delete(
      `${base}:pid/`,
      { schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await drafts.remove(callerOf(request), request.params.pid);
        return reply.status(204).send();
      },
    );

    app.get(
      `${base}:pid/versions/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams,
          querystring: zPageQuery,
          response: { 200: zDraftVersionPage },
        },
      },
      async (request) => {
        const page = await drafts.versions(callerOf(request), request.params.pid, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}:pid/versions/:version/`,
      {
        schema: {
          tags,
          security,
          params: zPidParams.extend({ version: z.coerce.number().int().min(1) }),
          response: { 200: zDraftVersionResponse },
        },
      },
      async (request) => ({
        result: await drafts.version(callerOf(request), request.params.pid, request.params.version),
      }),
    );

    app.get(
      `${base}:pid/render/:format/`,
      {
        schema: {
          tags,
          security,
          description:
            'The draft as Word (`docx`) or PDF, fields filled from the case; a missing one prints as a blank.',
          params: zDraftRenderParams,
        },
      },
      async (request, reply) => {
        const file = await output.render(callerOf(request), request.params.pid, request.params.format);
        return reply
          .header('content-type', file.mime)
          .header('content-disposition', attachment(file.name))
          .header('cache-control', 'no-store')
          .send(file.bytes);
      },
    );

    app.post(
      `${base}:pid/file/`,
      {
        schema: {
          tags,
          security,
          description:
            "Renders the draft and files it among the case's documents; clients see it only with `visible_to_client`.",
          params: zPidParams,
          body: zFileDraftRequest,
          response: { 201: zMessageResult(zDocumentResponse) },
        },
      },
      async (request, reply) => {
        const filed = await output.file(callerOf(request), request.params.pid, request.body);
        return reply.status(201).send({ result: { ...filed, message: draftingTexts.draftFiled } });
      },
    );
  };
}
