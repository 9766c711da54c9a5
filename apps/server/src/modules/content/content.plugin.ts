import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bannersRoutes } from './banners.routes.ts';
import { contactRoutes } from './contact.routes.ts';
import type { ContentServices } from './content.services.ts';
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

/** Every route of the content module: the public site, feedback, and the admin's content screens. */
export function contentRoutes(content: ContentServices): FastifyPluginAsyncZod {
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
