import {
  zAdminTeamMemberListResponse,
  zAdminTeamMemberResponse,
  zTeamMemberInput,
  zTeamMemberListResponse,
  zTeamMemberPatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.module.ts';
import { ADMIN_BASE, adminGuard, publicTags, security, adminTags as tags, zPidParams } from './route-kit.ts';
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMemberForAdmin,
  listTeamMembers,
  listTeamMembersForAdmin,
  updateTeamMember,
} from './team.service.ts';

const admin = `${ADMIN_BASE}/team-members/`;

/** The about-us team for everyone; the admin's team list and form (photos from `images/`). */
export function teamRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/v1/about-us/team-member/',
      { schema: { tags: publicTags, response: { 200: zTeamMemberListResponse } } },
      async () => ({ result: await listTeamMembers(db) }),
    );

    const guard = adminGuard(app);

    app.get(
      admin,
      { ...guard, schema: { tags, security, response: { 200: zAdminTeamMemberListResponse } } },
      async () => ({ result: await listTeamMembersForAdmin(db) }),
    );

    app.post(
      admin,
      {
        ...guard,
        schema: { tags, security, body: zTeamMemberInput, response: { 201: zAdminTeamMemberResponse } },
      },
      async (request, reply) => {
        const member = await createTeamMember(db, request.body);
        return reply.status(201).send({ result: { ...member, message: contentTexts.created } });
      },
    );

    app.get(
      `${admin}:pid/`,
      {
        ...guard,
        schema: { tags, security, params: zPidParams, response: { 200: zAdminTeamMemberResponse } },
      },
      async (request) => ({ result: await getTeamMemberForAdmin(db, request.params.pid) }),
    );

    app.patch(
      `${admin}:pid/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zPidParams,
          body: zTeamMemberPatch,
          response: { 200: zAdminTeamMemberResponse },
        },
      },
      async (request) => {
        const member = await updateTeamMember(db, request.params.pid, request.body);
        return { result: { ...member, message: contentTexts.updated } };
      },
    );

    app.delete(
      `${admin}:pid/`,
      { ...guard, schema: { tags, security, params: zPidParams, description: 'Answers 204.' } },
      async (request, reply) => {
        await deleteTeamMember(db, request.params.pid);
        return reply.status(204).send();
      },
    );
  };
}
