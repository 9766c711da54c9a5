import {
  APP_PLATFORMS,
  zAdminGeneralSettingsResponse,
  zAdminVersionStatusListResponse,
  zAdminVersionStatusResponse,
  zGeneralSettingsPatch,
  zGeneralSettingsResponse,
  zVersionStatusPatch,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../core/auth-guard.ts';
import { contentTexts } from './content.messages.ts';
import type { ContentServices } from './content.services.ts';
import { ADMIN_BASE, adminGuard, security, adminTags as tags } from './route-kit.ts';
import { readGeneralSettings, updateGeneralSettings } from './settings.service.ts';
import { getVersionForAdmin, listVersionsForAdmin, updateVersion } from './versions.service.ts';

const zOsParams = z.object({ os: z.enum(APP_PLATFORMS) });
const versions = `${ADMIN_BASE}/version-status/`;

/** The admin's general settings (one row) and the version status of each app platform. */
export function settingsRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    const guard = adminGuard(app);

    app.get(
      `${ADMIN_BASE}/settings/`,
      { ...guard, schema: { tags, security, response: { 200: zGeneralSettingsResponse } } },
      async () => ({ result: await readGeneralSettings(db) }),
    );

    app.patch(
      `${ADMIN_BASE}/settings/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          description: 'Commission and referral reward are read-only here: they are finance settings.',
          body: zGeneralSettingsPatch,
          response: { 200: zAdminGeneralSettingsResponse },
        },
      },
      async (request) => {
        const settings = await updateGeneralSettings(db, request.body, actorOf(request).userId);
        return { result: { ...settings, message: contentTexts.updated } };
      },
    );

    app.get(
      versions,
      { ...guard, schema: { tags, security, response: { 200: zAdminVersionStatusListResponse } } },
      async () => ({ result: await listVersionsForAdmin(db) }),
    );

    app.get(
      `${versions}:os/`,
      {
        ...guard,
        schema: { tags, security, params: zOsParams, response: { 200: zAdminVersionStatusResponse } },
      },
      async (request) => ({ result: await getVersionForAdmin(db, request.params.os) }),
    );

    app.patch(
      `${versions}:os/`,
      {
        ...guard,
        schema: {
          tags,
          security,
          params: zOsParams,
          body: zVersionStatusPatch,
          response: { 200: zAdminVersionStatusResponse },
        },
      },
      async (request) => {
        const status = await updateVersion(db, request.params.os, request.body, actorOf(request).userId);
        return { result: { ...status, message: contentTexts.updated } };
      },
    );
  };
}
