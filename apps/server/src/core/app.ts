import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
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
import { adminRoutes } from '../modules/admin/admin.plugin.ts';
import { authRoutes } from '../modules/auth/auth.routes.ts';
import { authLimitsOf } from '../modules/auth/login-guard.ts';
import { backupModuleRoutes } from '../modules/backup/backup.plugin.ts';
import { calendarRoutes } from '../modules/calendar/calendar.plugin.ts';
import { officeUserContext } from '../modules/chat/ai/user-context.ts';
import { chatRoutes } from '../modules/chat/chat.plugin.ts';
import { contentRoutes } from '../modules/content/content.plugin.ts';
import { devRoutes } from '../modules/dev/dev.routes.ts';
import { draftingRoutes } from '../modules/drafting/drafting.plugin.ts';
import { feesRoutes } from '../modules/fees/fees.routes.ts';
import { lawRoutes } from '../modules/law/law.routes.ts';
import { notificationRoutes } from '../modules/notification/notification.plugin.ts';
import { officeRoutes } from '../modules/office/office.plugin.ts';
import { officeExportModuleRoutes } from '../modules/office-export/office-export.plugin.ts';
import { profileRoutes } from '../modules/profile/profile.routes.ts';
import type { SmsProvider } from '../modules/sms/sms.provider.ts';
import { tasksModuleRoutes } from '../modules/tasks/tasks.plugin.ts';
import { moneyRoutes } from '../modules/wallet/money.plugin.ts';
import { bearerToken } from './auth-guard.ts';
import { registerCompression } from './compression.ts';
import {
  clientErrorHandler,
  frameworkErrors,
  registerErrorHandler,
  registerNotFound,
} from './error-handler.ts';
import { throttled, unauthorized } from './errors.ts';
import { healthRoutes } from './health.routes.ts';
import { registerInputGuard } from './input-guard.ts';
import { redactingLogger } from './log-redaction.ts';
import { t } from './messages.ts';
import { registerSecurityHeaders } from './security-headers.ts';
import { createServices } from './services.ts';
import { trafficKeys } from './traffic-limits.ts';
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
    loggerInstance: options.logger ? redactingLogger(options.logger) : undefined,
    logger: options.logger ? undefined : false,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    bodyLimit: 1024 * 1024,
    trustProxy: config.TRUST_PROXY,
    routerOptions: { ignoreTrailingSlash: true },
    return503OnClosing: true,
    frameworkErrors,
    clientErrorHandler,
  }) as unknown as FastifyInstance;
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerDraining(app);
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });

  const services = createServices(config, database.db, options.smsProvider, options.secret);
  app.decorate('authenticate', async (request) => {
    const token = bearerToken(request);
    if (!token) throw unauthorized();
    request.actor = await services.tokens.authenticate(token);
  });

  await app.register(cookie);
  await registerCompression(app);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: { directives: CSP },
    crossOriginEmbedderPolicy: false,
  });
  const traffic = trafficKeys(options.secret, {
    perUser: config.RATE_LIMIT_MAX,
    perAddress: config.RATE_LIMIT_ANONYMOUS_MAX,
  });
  await app.register(rateLimit, {
    max: traffic.maxOf,
    keyGenerator: traffic.keyOf,
    timeWindow: '1 minute',
    redis,
    nameSpace: config.RATE_LIMIT_PREFIX,
    // The built app's files are static and cached; only the API is worth throttling. `/api/health` (the
    // load balancer's probe) opts out in its route, so the limiter does not even run for it.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.ceil(context.ttl / 1000);
      return throttled(t.throttled(seconds), seconds);
    },
  });
  // A frame is at most 64 KiB (a chat message is far smaller); a larger one closes the socket with 1009.
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Vakilyar API', description: 'وکیل‌یار: the API of the web client', version: '1.0.0' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The document itself is always built (the OpenAPI script and tests read it); its pages are opt-in.
  if (config.API_DOCS ?? config.NODE_ENV !== 'production') {
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  }
  registerErrorHandler(app);
  registerInputGuard(app);
  app.addHook('onReady', () => services.tokens.start(app.log as Logger));
  // A write answered here is seen by this process's session cache before its answer leaves (decision 013).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS') {
      return done(null, payload);
    }
    services.tokens.settle().then(
      () => done(null, payload),
      () => done(null, payload),
    );
  });
  app.addHook('onClose', () => services.tokens.stop());

  await app.register(healthRoutes(database.pool, redis));
  await app.register(authRoutes(services, authLimitsOf(config, redis)));
  await app.register(profileRoutes(services, services.office.storage));
  await app.register(officeRoutes(services.office));
  await app.register(moneyRoutes(services.money));
  await app.register(notificationRoutes(services.notification));
  await app.register(calendarRoutes(services.calendar));
  await app.register(contentRoutes(services.content));
  await app.register(lawRoutes(services.law));
  await app.register(
    chatRoutes(services.chat, {
      officeStorage: services.office.storage,
      userContext: officeUserContext(services.office, services.calendar),
    }),
  );
  await app.register(adminRoutes({ db: database.db, tokens: services.tokens }));
  await app.register(officeExportModuleRoutes(services.officeExport));
  await app.register(backupModuleRoutes(services.backup));
  await app.register(
    tasksModuleRoutes(services.tasks, {
      dev: config.NODE_ENV !== 'production' && options.smsProvider.name === 'console',
    }),
  );
  await app.register(draftingRoutes(services.drafting));
  await app.register(feesRoutes(services.fees));
  if (config.NODE_ENV !== 'production' && options.smsProvider.name === 'console') {
    await app.register(devRoutes(services));
  }
  registerNotFound(app, await registerWebApp(app, config.WEB_DIST_DIR));
  return { app, services };
}
