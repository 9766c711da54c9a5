import {
  zCityListResponse,
  zCityQuery,
  zCountryListResponse,
  zCountryQuery,
  zGeneralSettingsResponse,
  zVersionStatusQuery,
  zVersionStatusResponse,
} from '@vakilyar/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ContentServices } from './content.services.ts';
import { listCities, listCountries } from './places.service.ts';
import { publicTags as tags } from './route-kit.ts';
import { readGeneralSettings } from './settings.service.ts';
import { versionStatus } from './versions.service.ts';

/** Reference data everyone reads: countries, the cities of Iran, the general settings, app version status. */
export function referenceRoutes({ db }: ContentServices): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/country/v1/',
      { schema: { tags, querystring: zCountryQuery, response: { 200: zCountryListResponse } } },
      async (request) => ({ result: await listCountries(db, request.query.search) }),
    );

    app.get(
      '/api/country/v1/city/',
      {
        schema: {
          tags,
          description:
            'The cities of Iran (`country_code=IR`, the default) with their provinces; another code answers [].',
          querystring: zCityQuery,
          response: { 200: zCityListResponse },
        },
      },
      async (request) => ({ result: await listCities(db, request.query) }),
    );

    app.get(
      '/api/setting/v1/general/',
      { schema: { tags, response: { 200: zGeneralSettingsResponse } } },
      async () => ({ result: await readGeneralSettings(db) }),
    );

    app.get(
      '/api/version/v1/status/',
      {
        schema: {
          tags,
          description:
            '`force_update` when build_number < min_supported_build; `update_available` when build_number < latest_build.',
          querystring: zVersionStatusQuery,
          response: { 200: zVersionStatusResponse },
        },
      },
      async (request) => ({ result: await versionStatus(db, request.query.os, request.query.build_number) }),
    );
  };
}
