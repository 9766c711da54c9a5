import {
  zAdminTeamMemberListResponse,
  zAdminTeamMemberResponse,
  zTeamMemberInput,
  zTeamMemberListResponse,
  zTeamMemberPatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminCollectionRoutes } from './admin-collection.ts';
import type { ContentServices } from './content.services.ts';
import { publicTags } from './route-kit.ts';
import {
  createTeamMember,
  deleteTeamMember,
  getTeamMemberForAdmin,
  listTeamMembers,
  listTeamMembersForAdmin,
  updateTeamMember,
} from './team.service.ts';

/** The about-us team for everyone; the admin's team list and form (photos from `images/`). */
export function teamRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/common/v1/about-us/team-member/',
      { schema: { tags: publicTags, response: { 200: zTeamMemberListResponse } } },
      async () => ({ result: await listTeamMembers(db) }),
    );
    await app.register(
      adminCollectionRoutes(db, {
        folder: 'team-members',
        input: zTeamMemberInput,
        patch: zTeamMemberPatch,
        item: zAdminTeamMemberResponse,
        list: zAdminTeamMemberListResponse,
        service: {
          list: listTeamMembersForAdmin,
          get: getTeamMemberForAdmin,
          create: createTeamMember,
          update: updateTeamMember,
          remove: deleteTeamMember,
        },
      }),
    );
  };
}
