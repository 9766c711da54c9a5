import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { registerDraining } from '../drain.ts';
import { adminRoutes } from '../modules/admin/admin.module.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { backupModuleRoutes } from '../modules/backup/backup.module.ts';
import { calendarRoutes } from '../modules/calendar/calendar.module.ts';
import { chatRoutes } from '../modules/chat/chat.module.ts';
import { contentRoutes } from '../modules/content/content.module.ts';
import { devRoutes } from '../modules/dev/dev.routes.ts';
import { notificationRoutes } from '../modules/notification/notification.module.ts';
import { officeRoutes } from '../modules/office/office.module.ts';
import { officeExportModuleRoutes } from '../modules/office-export/office-export.module.ts';
import { profileRoutes } from '../modules/profile/profile.routes.ts';
import type { SmsProvider } from '../modules/sms/sms.provider.ts';
import { moneyRoutes } from '../modules/wallet/money.module.ts';
import { bearerToken } from './auth-guard.ts';
import { registerErrorHandler, registerNotFound } from './error-handler.ts';
import { throttled, unauthorized } from './errors.ts';
import { healthRoutes } from './health.routes.ts';
import { t } from './messages.ts';
import { createServices } from './services.ts';
import { registerWebApp } from './web-app.ts';

export interface AppOptions {
  config: Config;
  database: Database;
  smsProvider: SmsProvider;
  secret: string;
  logger?: Logger;
  redis?: Redis;
}

const CSP = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", 'ws:', 'wss:'],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  upgradeInsecureRequests: null,
};

export async function buildApp(options: AppOptions) {
  const { config, database, redis } = options;
  const app = Fastify({
    loggerInstance: options.logger,
    logger: options.logger ? undefined : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDraining(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const services = createServices(config, database.db, options.smsProvider, options.secret);
  app.decorate('authenticate', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.actor = await services.tokens.authenticate(token);
  });

  await app.register(cookie);
  await app.register(helmet, {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    max: config.RATE_LIMIT_MAX,
    timeWindow: '1 minute',
    redis,
    nameSpace: config.RATE_LIMIT_PREFIX,
    // The built app's files are static and cached; only the API is worth throttling.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => throttled(t.throttled, Math.ceil(context.ttl / 1000)),
  });
  await app.register(websocket);
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vakilyar API', description: 'وکیل‌یار: the API of the web client', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  registerErrorHandler(app);

  await app.register(healthRoutes(database.pool, redis));
  await app.register(authRoutes(services, config.OTP_IP_LIMIT_PER_HOUR));
  await app.register(profileRoutes(services));
  await app.register(officeRoutes(services));
  await app.register(moneyRoutes(services));
  await app.register(notificationRoutes(services));
  await app.register(calendarRoutes(services));
  await app.register(contentRoutes(services));
  await app.register(chatRoutes(services));
  await app.register(adminRoutes(services));
  await app.register(officeExportModuleRoutes(services));
  await app.register(backupModuleRoutes(services));
  if (config.NODE_ENV !== 'production' && options.smsProvider.name === 'console') {
    await app.register(devRoutes(services));
  }
  registerNotFound(app, await registerWebApp(app, config.WEB_DIST_DIR));
  return { app, services };
}
