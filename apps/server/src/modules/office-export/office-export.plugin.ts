import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { officeExportRoutes } from './office-export.routes.ts';
import type { OfficeExportServices } from './office-export.services.ts';

/** The office export's routes. */
export const officeExportModuleRoutes =
  (officeExport: OfficeExportServices): FastifyPluginAsyncZod =>
  async (app) => {
    await app.register(officeExportRoutes(officeExport.exports));
  };
