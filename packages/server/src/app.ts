// Builds the Fastify app: API under /api (validated and documented from the contract), the docs,
// the built widgets and host, CORS and one error handler. main.ts adds the database and listens;
// tests call buildApp with a database of their own and use app.inject.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { resolveConfig, type AppConfig } from './config.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { collectCalls, type RegisteredCall } from './http/call-registry.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerMultipart, type RouteDeps } from './http/register-call.ts';
import { AuthRepository } from './modules/auth/repository.ts';
import { registerPasswordResetRoutes } from './modules/auth/password-reset-routes.ts';
import { registerAuthRoutes } from './modules/auth/routes.ts';
import { RsaKeyService } from './modules/auth/rsa-keys.ts';
import { AuthService } from './modules/auth/service.ts';
import { registerBargainingRoutes } from './modules/bargaining/routes.ts';
import { registerFileRoutes } from './modules/files/routes.ts';
import { registerInquiryRoutes } from './modules/inquiry/routes.ts';
import { OperationLog } from './core/operation-log.ts';
import { OutboxAnswers } from './modules/outbox/outbox.ts';
import { registerOutboxRoutes } from './modules/outbox/routes.ts';
import { OutboxWorker } from './modules/outbox/worker.ts';
import { registerSpreadsheetRoutes } from './modules/spreadsheet/routes.ts';
import { registerSupplierRoutes } from './modules/supplier/routes.ts';
import { registerSupplierListRoutes } from './modules/supplier-lists/routes.ts';
import { registerSupplierRelationRoutes } from './modules/supplier-relations/routes.ts';
import { registerSupplierProfileRoutes } from './modules/supplier-profile/routes.ts';
import { registerSupplierQualityRoutes } from './modules/supplier-quality/routes.ts';
import { registerCustomsRoutes } from './modules/customs/routes.ts';
import { registerSupplierImportRoutes } from './modules/supplier-import/routes.ts';
import { registerApprovalTaskRoutes } from './modules/approval-tasks/routes.ts';
import { registerSystemRoutes } from './modules/system/routes.ts';
import { UserRepository } from './modules/user/repository.ts';
import { registerUserRoutes } from './modules/user/routes.ts';
import { UserService } from './modules/user/service.ts';
import { DEFAULT_STATIC_DIRS } from './paths.ts';
import { registerCompression } from './plugins/compression.ts';
import { registerCors } from './plugins/cors.ts';
import { registerDocs } from './plugins/docs.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import { registerNotFound } from './plugins/not-found.ts';
import { registerSecurityHeaders } from './plugins/security-headers.ts';
import { registerStaticFiles, type StaticDirs } from './plugins/static-files.ts';

export interface BuildAppOptions {
  database: DatabaseHandle;
  config?: Partial<AppConfig>;
  staticDirs?: Partial<StaticDirs>;
  logger?: FastifyServerOptions['logger'];
  trustProxy?: FastifyServerOptions['trustProxy'];
}

export interface AppServices extends RouteDeps {
  config: AppConfig;
  keys: RsaKeyService;
  operationLog: OperationLog;
  /** What the outside systems' answers do, by message kind (modules register, the worker calls). */
  outboxAnswers: OutboxAnswers;
  /** Delivers the outbox; main.ts starts it, tests call runOnce(). Stopped when the app closes. */
  outboxWorker: OutboxWorker;
  /** The contract calls registered, with their routes. */
  calls: RegisteredCall[];
}

declare module 'fastify' {
  interface FastifyInstance {
    services: AppServices;
  }
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const config = resolveConfig(options.config);
  const logger =
    options.logger && typeof options.logger === 'object'
      ? { ...options.logger, serializers: { ...logSerializers } }
      : (options.logger ?? false);
  const app = Fastify({
    logger,
    trustProxy: options.trustProxy ?? false,
    bodyLimit: config.bodyLimitBytes,
    // Clients call /api/x/ and /api//x as often as /api/x.
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null);
  // Bodies are JSON or forms (multipart where a route adds it); anything else answers 415.
  app.removeContentTypeParser('text/plain');

  const { db } = options.database;
  const operationLog = new OperationLog(db, config);
  const users = new UserService(new UserRepository(db), config);
  const authRepo = new AuthRepository(db);
  const keys = new RsaKeyService(authRepo, config);
  const auth = new AuthService(authRepo, keys, operationLog, config, (id) =>
    users.invalidateUser(id),
  );
  const outboxAnswers = new OutboxAnswers();
  const outboxWorker = new OutboxWorker(db, { config, outboxAnswers, log: app.log });
  const services: AppServices = {
    config,
    keys,
    operationLog,
    users,
    auth,
    outboxAnswers,
    outboxWorker,
    calls: collectCalls(app),
  };
  app.decorate('services', services);
  app.addHook('onClose', () => outboxWorker.stop());

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await registerMultipart(app, config.uploadMaxBytes);
  await registerCors(app, config.allowedOrigins);
  await registerCompression(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      registerSystemRoutes(api, services);
      registerAuthRoutes(api, services);
      registerUserRoutes(api, services);
      registerFileRoutes(api, services, db);
      registerBargainingRoutes(api, services, db);
      registerSpreadsheetRoutes(api, services, db);
      registerInquiryRoutes(api, services, db);
      registerOutboxRoutes(api, services, db);
      registerSupplierRoutes(api, services, db);
      registerSupplierListRoutes(api, services, db);
      registerSupplierRelationRoutes(api, services, db);
      registerSupplierProfileRoutes(api, services, db);
      registerSupplierQualityRoutes(api, services, db);
      registerCustomsRoutes(api, services, db);
      registerPasswordResetRoutes(api, services, db);
      registerSupplierImportRoutes(api, services, db);
      registerApprovalTaskRoutes(api, services, db);
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { ...DEFAULT_STATIC_DIRS, ...options.staticDirs });
  registerNotFound(app);
  return app;
}
