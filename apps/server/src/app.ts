import { setTimeout as sleep } from 'node:timers/promises';
import { ApiError, MESSAGES } from '@brokerdesk/contract';
import helmet from '@fastify/helmet';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
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
import { adviserSettingsRoutes } from './features/advisers/adviser-settings.routes';
import { advisersAdminRoutes } from './features/advisers/advisers-admin.routes';
import { appearanceRoutes } from './features/appearance/appearance.routes';
import { applicantItemsRoutes } from './features/applicants/applicant-items.routes';
import { applicantsRoutes } from './features/applicants/applicants.routes';
import { applicationRoutes } from './features/application/application.routes';
import { authRoutes } from './features/auth/auth.routes';
import { emailVerificationRoutes } from './features/auth/email-verification.routes';
import { billingRoutes } from './features/billing/billing.routes';
import { billingExtraRoutes } from './features/billing/billing-extra.routes';
import { stripeEventsRoutes } from './features/billing/stripe-events.routes';
import { clientsRoutes } from './features/clients/clients.routes';
import { dashboardRoutes } from './features/dashboard/dashboard.routes';
import { catalogueAdminRoutes } from './features/documents/catalogue-admin.routes';
import { documentsRoutes } from './features/documents/documents.routes';
import { feedbackRoutes } from './features/feedback/feedback.routes';
import { filesRoutes } from './features/files/files.routes';
import { healthRoutes } from './features/health/health.routes';
import { leadsRoutes } from './features/leads/leads.routes';
import { lodgementRoutes } from './features/lodgement/lodgement.routes';
import { attachmentsRoutes } from './features/mail-settings/attachments.routes';
import { mailSettingsRoutes } from './features/mail-settings/mail-settings.routes';
import { mailboxRoutes } from './features/mailbox/mailbox.routes';
import { mapsRoutes } from './features/maps/maps.routes';
import { messagesRoutes } from './features/messages/messages.routes';
import { metaRoutes } from './features/meta/meta.routes';
import { metricsRoutes } from './features/metrics/metrics.routes';
import { portalRoutes } from './features/portal/portal.routes';
import { reportsRoutes } from './features/reports/reports.routes';
import { templatesRoutes } from './features/templates/templates.routes';
import { usersRoutes } from './features/users/users.routes';
import { registerAuthHook } from './http/auth-hook';
import { registerDraining } from './http/draining';
import { registerErrorHandler } from './http/error-handler';
import { clientErrorHandler, frameworkErrors } from './http/framework-errors';
import { databaseRateLimitStore } from './http/rate-limit-store';
import { serializeRequest } from './http/request-log';
import type { Api } from './http/types';
import { registerWeb } from './http/web';
import type { JobQueue } from './jobs/queue';
import { createStorage } from './storage/create-storage';
import type { StorageAdapter } from './storage/storage';

export interface BuildAppOptions {
  config: Config;
  database: Database;
  jobs: JobQueue;
  /** Tests freeze or move the clock; everything else uses real time. */
  now?: () => Date;
  /** Tests record the sign-in slow-down's waits instead of waiting them. */
  sleep?: (ms: number) => Promise<void>;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Tests pass an instrumented adapter; otherwise the one configuration asks for. */
  storage?: StorageAdapter;
}

export interface BuiltApp {
  app: FastifyInstance;
  ctx: ServiceContext;
}

/** Registers plugins and feature routes; never listens (docs/engineering-guide.md §2). */
export async function buildApp(opts: BuildAppOptions): Promise<BuiltApp> {
  const { config, database, jobs } = opts;
  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ['req.headers.authorization'],
            serializers: { req: serializeRequest },
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    trustProxy: config.trustProxy,
    bodyLimit: 1_048_576,
    genReqId: () => crypto.randomUUID(),
    // Fastify's and Node's own refusals in the product's error shape (http/framework-errors.ts).
    frameworkErrors,
    clientErrorHandler,
    // Draining answers in the product's error shape instead (http/draining.ts).
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ctx: ServiceContext = {
    config,
    database,
    db: database.db,
    jobs,
    now: opts.now ?? (() => new Date()),
    sleep: opts.sleep ?? ((ms) => sleep(ms)),
    storage: opts.storage ?? createStorage(config.storage),
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Stripe.js and its card frame on the payment pages, when Stripe is the provider (docs/decisions/020).
        scriptSrc: ["'self'", ...(config.stripe ? ['https://js.stripe.com'] : [])],
        // Mantine sets CSS variables through style attributes.
        styleSrc: ["'self'", "'unsafe-inline'"],
        // The map modal's Leaflet tiles (docs/spec/core-and-application.md §2 Broker landing page) come from
        // OpenStreetMap's tile server.
        imgSrc: ["'self'", 'data:', 'blob:', 'https://tile.openstreetmap.org'],
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
  await app.register(swagger, {
    openapi: {
      info: { title: 'BrokerDesk API', version: '1.0.0', description: 'Generated from the shared contract.' },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  // Uploads stream through the routes' own size limits (http/multipart-upload.ts, then features/files/store-upload.ts);
  // one file per request.
  await app.register(multipart, { limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024 } });
  registerErrorHandler(app);
  registerDraining(app);
  app.decorateRequest('actor', null);

  await app.register(
    async (api) => {
      const typed = api as unknown as Api;
      registerAuthHook(api, ctx);
      healthRoutes(typed, ctx);
      authRoutes(typed, ctx);
      emailVerificationRoutes(typed, ctx);
      metaRoutes(typed, ctx);
      usersRoutes(typed, ctx);
      mailboxRoutes(typed, ctx);
      advisersAdminRoutes(typed, ctx);
      adviserSettingsRoutes(typed, ctx);
      dashboardRoutes(typed, ctx);
      feedbackRoutes(typed, ctx);
      stripeEventsRoutes(typed, ctx);
      billingRoutes(typed, ctx);
      billingExtraRoutes(typed, ctx);
      metricsRoutes(typed, ctx);
      mailSettingsRoutes(typed);
      filesRoutes(typed, ctx);
      appearanceRoutes(typed, ctx);
      attachmentsRoutes(typed, ctx);
      documentsRoutes(typed, ctx);
      catalogueAdminRoutes(typed, ctx);
      templatesRoutes(typed, ctx);
      applicantsRoutes(typed, ctx);
      applicantItemsRoutes(typed, ctx);
      applicationRoutes(typed, ctx);
      clientsRoutes(typed, ctx);
      portalRoutes(typed, ctx);
      reportsRoutes(typed, ctx);
      leadsRoutes(typed, ctx);
      messagesRoutes(typed, ctx);
      lodgementRoutes(typed, ctx);
      mapsRoutes(typed, ctx);
      typed.get('/openapi.json', { config: { public: true }, schema: { hide: true } }, () => app.swagger());
    },
    { prefix: '/api' },
  );
  await registerWeb(app, config.webDistDir);
  return { app, ctx };
}
