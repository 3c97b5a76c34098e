import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, MESSAGES } from '@brokerdesk/contract';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { ServiceContext } from './context';
import type { Database } from './db/client';
import { createEventBus } from './events';
import { FEATURES } from './features';
import { registerAuthHook } from './http/auth-hook';
import { type Draining, registerDraining } from './http/draining';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { openApiOptions } from './http/openapi';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { RequestLogController, requestIdOf } from './http/request-log';
import type { Api } from './http/types';
import { registerWeb } from './http/web';
import type { JobQueue } from './jobs/queue';
import { createLogger, type Logger } from './logger';
import { metricsRoute } from './observability/metrics-endpoint';
import { createMetrics, instrumentJobs, type Metrics, timeRequests } from './observability/prometheus';
import { wireFeatures } from './startup';
import { createStorage } from './storage/create-storage';
import type { StorageAdapter } from './storage/storage';
import { fastifyTrustProxy } from './trust-proxy';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** Tests freeze or move the clock; everything else uses real time. */
  now?: () => Date;
  /** Tests record the sign-in slow-down's waits instead of waiting them. */
  sleep?: (ms: number) => Promise<void>;
  /** The process's logger (main.ts makes it first); otherwise one is made from the config. */
  log?: Logger;
  /** false: no log at all (benches, some tests). */
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Tests pass an instrumented adapter; otherwise the one configuration asks for. */
  storage?: StorageAdapter;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServiceContext;
  /** Every route registered, with the contract endpoint it came from (the endpoint table's test reads them). */
  routes: RegisteredRoute[];
  /** main.ts begins it on SIGTERM (http/draining.ts). */
  draining: Draining;
  /** The Prometheus registry; main.ts serves it on METRICS_PORT when set (observability/). */
  metrics: Metrics;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  endpoint: string | undefined;
}

/** Registers plugins and feature routes; never listens (docs/engineering-guide.md §2). */
export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { config, database, jobs } = opts;
  const app = Fastify({
    loggerInstance:
      opts.logger === false ? undefined : ((opts.log ?? createLogger(config, opts.logStream)) as FastifyBaseLogger),
    // Health probes' request lines at debug (http/request-log.ts).
    logController: new RequestLogController(),
    // A hop count or proxy addresses, never every hop (trust-proxy.ts, decision 031).
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: 1_048_576,
    // The proxy's X-Request-Id when it is a sane one, so one id follows the request through both logs.
    genReqId: requestIdOf,
    // Fastify's and Node's own refusals in the product's error shape (http/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Draining answers in the product's error shape instead (http/draining.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const metrics = createMetrics(database);
  const ctx: ServiceContext = {
    config,
    database,
    db: database.db,
    // Each handler's failure counted for the metrics and logged once.
    jobs: instrumentJobs(jobs, metrics, app.log),
    log: app.log,
    now: opts.now ?? (() => new Date()),
    sleep: opts.sleep ?? ((ms) => sleep(ms)),
    storage: opts.storage ?? createStorage(config.storage),
    events: createEventBus(),
  };
  wireFeatures(ctx);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its card frame on the payment pages, when Stripe is the provider (docs/decisions/020).
        scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map modal's Leaflet tiles (docs/spec/core-and-application.md §2 Broker landing page) come from the
        // configured tile server (MAP_TILES_URL), none with MAPS=off.
        imgSrc: [
          "'self'",
          'data:',
          'blob:',
          ...(config.maps ? [new URL(config.maps.tilesUrl.split('{')[0] ?? '').origin] : []),
        ],
        connectSrc: ["'self'", ...(config.stripe ? ['https://api.stripe.com'] : [])],
        // The site appearance page previews the adviser's intro video (docs/spec/settings-billing-admin.md §2) in
        // YouTube's no-cookie player.
        frameSrc: [
          "'self'",
          'https://www.youtube-nocookie.com',
          ...(config.stripe ? ['https://js.stripe.com', 'https://hooks.stripe.com'] : []),
        ],
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
    // Counted in the database, so every instance on it shares the budgets (docs/decisions/012).
    store: databaseRateLimitStore(ctx),
    // Thrown by the plugin, so it goes through the one error handler like every other failure.
    errorResponseBuilder: () =>
      Object.assign(new ApiError('rate_limited', MESSAGES.tooManyAttempts), { statusCode: 429 }),
  });
  await app.register(swagger, openApiOptions());
  // Uploads stream through the routes' own size limits (http/multipart-upload.ts, then files/store-upload.ts);
  // one file per request.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024 } });
  registerErrorHandler(app);
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (r) => {
    for (const method of [r.method].flat()) routes.push({ method, url: r.url, endpoint: r.config?.endpoint });
  });
  // Every answer names its request, the 503s of draining included (so this hook comes first).
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  const draining = registerDraining(app);
  timeRequests(app, metrics);
  metricsRoute(app, metrics, config.metrics.token);
  app.decorateRequest('actor', null);

  await app.register(
    async (api) => {
      const typed = api as unknown as Api;
      registerAuthHook(api, ctx);
      for (const feature of FEATURES) feature.routes?.(typed, ctx);
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDistDir);
  return { app, ctx, routes, draining, metrics };
}
