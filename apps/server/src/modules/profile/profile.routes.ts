import {
  zDeleteAccountRequest,
  zMessage,
  zProfileResponse,
  zResult,
  zRolePermissionsResponse,
  zRolesResponse,
  zUpdateProfileRequest,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf } from '../../core/auth-guard.ts';
import type { FileStorage } from '../document/file-storage.ts';
import { profileTexts } from './profile.messages.ts';
import type { ProfileService } from './profile.service.ts';
import { profilePhotoRoutes } from './profile-photo.routes.ts';
import type { ProfilePhotoService } from './profile-photo.service.ts';

const tags = ['profile'];
const security = [{ bearer: [] }];

export function profileRoutes(
  { profile, profilePhoto }: { profile: ProfileService; profilePhoto: ProfilePhotoService },
  storage: FileStorage,
): FastifyPluginAsyncZod {
  return async (app) => {
    app.addHook('onRequest', app.authenticate);
    await app.register(profilePhotoRoutes(profilePhoto, storage));

    app.get(
      '/api/user/v1/profile/get-profile/',
      { schema: { tags, security, response: { 200: zProfileResponse } } },
      async (request) => ({ result: profile.getProfile(actorOf(request)) }),
    );

    for (const path of ['/api/user/v1/profile/', '/api/user/v1/profile/update-profile/']) {
      app.patch(
        path,
        { schema: { tags, security, body: zUpdateProfileRequest, response: { 200: zProfileResponse } } },
        async (request) => ({ result: await profile.updateProfile(actorOf(request), request.body) }),
      );
    }

    app.get(
      '/api/user/v1/roles/all/',
      { schema: { tags, security, response: { 200: zRolesResponse } } },
      async () => ({
        result: profile.allRoles(),
      }),
    );

    app.get(
      '/api/user/v1/roles/my-roles/',
      { schema: { tags, security, response: { 200: zRolesResponse } } },
      async (request) => ({ result: profile.myRoles(actorOf(request)) }),
    );

    app.get(
      '/api/permissions/v1/role-permissions/',
      { schema: { tags, security, response: { 200: zRolePermissionsResponse } } },
      async () => ({ result: profile.rolePermissions() }),
    );

    app.post(
      '/api/user/v1/delete-account/',
      {
        schema: {
          tags,
          security,
          body: zDeleteAccountRequest.nullish(),
          response: { 200: zResult(zMessage) },
        },
      },
      async (request) => {
        await profile.deleteAccount(actorOf(request), request.body?.password);
        return { result: { message: profileTexts.accountDeleted } };
      },
    );

    app.post(
      '/api/user/v1/devices/deactivate-all/',
      { schema: { tags, security, response: { 200: zResult(zMessage) } } },
      async (request) => {
        await profile.deactivateAllDevices(actorOf(request));
        return { result: { message: profileTexts.devicesOut } };
      },
    );
  };
}
