import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import { ApiError, MESSAGES } from '@brokerdesk/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { ServiceContext } from './context';
import type { Database } from './db/client';
import { advisersAdminRoutes } from './features/advisers/advisers-admin.routes';
import { authRoutes } from './features/auth/auth.routes';
import { createAuthThrottles } from './features/auth/login-throttle';
import { stripeEventsRoutes } from './features/billing/stripe-events.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { healthRoutes } from './features/health/health.routes';
import { mailboxRoutes } from './features/mailbox/mailbox.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerAuthHook } from './http/auth-hook';
import { registerErrorHandler } from './http/error-handler';
import type { Api } from './http/types';
import { registerWeb } from './http/web';
import type { JobQueue } from './jobs/queue';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** Tests freeze or move the clock; everything else uses real time. */
  now?: () => Date;
  logger?: boolean;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServiceContext;
}

/** Registers plugins and feature routes; never listens (GUIDE §2). */
export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { config, database, jobs } = opts;
  const app = Fastify({
    logger: opts.logger === false ? false : { level: config.logLevel, redact: ['req.headers.authorization'] },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: ServiceContext = {
    config,
    database,
    db: database.db,
    jobs,
    now: opts.now ?? (() => new Date()),
    throttles: createAuthThrottles(config),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'"],
        frameSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'self'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    // Served over plain http on a laptop; behind TLS the proxy adds HSTS and upgrades.
    strictTransportSecurity: false,
  });
  await app.register(rateLimit, {
    global: false,
    // Thrown by the plugin, so it goes through the one error handler like every other failure.
    errorResponseBuilder: () =>
      Object.assign(new ApiError('rate_limited', MESSAGES.tooManyAttempts), { statusCode: 429 }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'BrokerDesk API', version: '1.0.0', description: 'Generated from the shared contract.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  registerErrorHandler(app);
  app.decorateRequest('actor', null);

  await app.register(
    async (api) => {
      const typed = api as unknown as Api;
      registerAuthHook(api, ctx);
      healthRoutes(typed, ctx);
      authRoutes(typed, ctx);
      usersRoutes(typed, ctx);
      mailboxRoutes(typed, ctx);
      advisersAdminRoutes(typed, ctx);
      dashboardRoutes(typed, ctx);
      feedbackRoutes(typed, ctx);
      stripeEventsRoutes(typed, ctx);
      metricsRoutes(typed, ctx);
      typed.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDistDir);
  return { app, ctx };
}
