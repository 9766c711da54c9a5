import { join } from 'node:path';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ModuleContext } from '../../core/module-context.ts';
import type { AppServices } from '../../core/services.ts';
import { createFileStorage } from '../document/file-storage.ts';
import { objectStoreOf } from '../document/object-store.ts';
import { bannersRoutes } from './banners.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import { faqsRoutes } from './faqs.routes.ts';
import { feedbackRoutes } from './feedback.routes.ts';
import { homeRoutes } from './home.routes.ts';
import { imagesRoutes } from './images.routes.ts';
import { referenceRoutes } from './reference.routes.ts';
import { serviceItemsRoutes } from './service-items.routes.ts';
import { settingsRoutes } from './settings.routes.ts';
import { socialLinksRoutes } from './social-links.routes.ts';
import { teamRoutes } from './team.routes.ts';
import { termsRoutes } from './terms.routes.ts';

/** The site content, feedback, contact, newsletter, banners, settings, countries, version status. */
export function createContentServices(ctx: ModuleContext) {
  // The same upload folder as the office's documents; content images have their own table and public route.
  const storage = createFileStorage(
    ctx.config.UPLOAD_DIR ?? join(ctx.config.DATA_DIR, 'uploads'),
    objectStoreOf(ctx.config),
  );
  return { db: ctx.db, storage };
}

export type ContentServices = ReturnType<typeof createContentServices>;

/** Every route of the content module: the public site, feedback, and the admin's content screens. */
export function contentRoutes(services: AppServices): FastifyPluginAsyncZod {
  const content = services.content;
  return async (app) => {
    await app.register(multipart, {
      throwFileSizeLimit: true,
      limits: { fieldNameSize: 100, fieldSize: 10_000, fields: 5, headerPairs: 100 },
    });
    await app.register(homeRoutes(content));
    await app.register(faqsRoutes(content));
    await app.register(termsRoutes(content));
    await app.register(teamRoutes(content));
    await app.register(serviceItemsRoutes(content));
    await app.register(socialLinksRoutes(content));
    await app.register(bannersRoutes(content));
    await app.register(referenceRoutes(content));
    await app.register(contactRoutes(content));
    await app.register(feedbackRoutes(content));
    await app.register(settingsRoutes(content));
    await app.register(imagesRoutes(content));
  };
}
