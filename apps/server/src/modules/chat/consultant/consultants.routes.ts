import {
  zAdminConsultantListQuery,
  zAdminConsultantMutationResponse,
  zAdminConsultantPage,
  zConsultantListQuery,
  zConsultantProfilePage,
  zConsultantProfileResponse,
  zConsultantSettingsMutationResponse,
  zConsultantSettingsResponse,
  zRejectConsultantRequest,
  zUpdateConsultantSettingsRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../../core/auth-guard.ts';
import { toPage } from '../../../core/paging.ts';
import type { ChatServices } from '../chat.services.ts';
import { adminTags, consultationTags, security, signedIn, zPidParams } from '../route-kit.ts';
import { getConsultant, listConsultants } from './consultants.service.ts';

const base = '/api/consultation/v1';

/** The consultant's settings, the public consultant directory and the admins' approval. */
export function consultantsRoutes(chat: ChatServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      `${base}/settings/`,
      {
        ...signedIn(app, 'consultant.settings'),
        schema: {
          tags: consultationTags,
          security,
          description: "The consultant's own settings (created with defaults the first time).",
          response: { 200: zConsultantSettingsResponse },
        },
      },
      async (request) => ({ result: await chat.settings.get(actorOf(request)) }),
    );

    app.patch(
      `${base}/settings/`,
      {
        ...signedIn(app, 'consultant.settings'),
        schema: {
          tags: consultationTags,
          security,
          description: 'Changes the fields sent. A rejected profile goes back to the admins for review.',
          body: zUpdateConsultantSettingsRequest,
          response: { 200: zConsultantSettingsMutationResponse },
        },
      },
      async (request) => ({ result: await chat.settings.update(actorOf(request), request.body) }),
    );

    app.get(
      `${base}/consultants/`,
      {
        schema: {
          tags: consultationTags,
          description:
            'Approved consultants, for anyone. `ordering`: rating, chat_fee, consultation_fee, years_of_experience, completed_count, last_name (`-` for descending).',
          querystring: zConsultantListQuery,
          response: { 200: zConsultantProfilePage },
        },
      },
      async (request) => {
        const page = await listConsultants(chat.db, request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.get(
      `${base}/consultants/:pid/`,
      {
        schema: {
          tags: consultationTags,
          description: "An approved consultant's public profile (404 for any other user).",
          params: zPidParams,
          response: { 200: zConsultantProfileResponse },
        },
      },
      async (request) => ({ result: await getConsultant(chat.db, request.params.pid) }),
    );

    app.get(
      '/api/admin/v1/consultants/',
      {
        ...signedIn(app, 'admin.users'),
        schema: {
          tags: adminTags,
          security,
          description: 'Consultant profiles to review, pending first; `approval_status` narrows them.',
          querystring: zAdminConsultantListQuery,
          response: { 200: zAdminConsultantPage },
        },
      },
      async (request) => {
        const page = await chat.adminConsultants.list(request.query);
        return { result: toPage(request, request.query, page.count, page.results) };
      },
    );

    app.post(
      '/api/admin/v1/consultants/:pid/approve/',
      {
        ...signedIn(app, 'admin.users'),
        schema: {
          tags: adminTags,
          security,
          description: "Publishes the consultant's profile (pid: the consultant's user pid).",
          params: zPidParams,
          response: { 200: zAdminConsultantMutationResponse },
        },
      },
      async (request) => ({
        result: await chat.adminConsultants.approve(actorOf(request), request.params.pid),
      }),
    );

    app.post(
      '/api/admin/v1/consultants/:pid/reject/',
      {
        ...signedIn(app, 'admin.users'),
        schema: {
          tags: adminTags,
          security,
          description: 'Unpublishes the profile with a reason the consultant sees.',
          params: zPidParams,
          body: zRejectConsultantRequest,
          response: { 200: zAdminConsultantMutationResponse },
        },
      },
      async (request) => ({
        result: await chat.adminConsultants.reject(actorOf(request), request.params.pid, request.body.reason),
      }),
    );
  };
}
