// Builds the Fastify app: API under /api (validated and documented from the contract), the docs,
// the built widgets and host, CORS and one error handler. main.ts adds the database and listens;
// tests call buildApp with a database of their own and use app.inject.
import formbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { resolveConfig, type AppConfig } from './config.ts';
import { OperationLog } from './core/operation-log.ts';
import type { DatabaseHandle } from './db/connect.ts';
import { collectCalls, type RegisteredCall } from './http/call-registry.ts';
import { answerSerializerCompiler } from './http/answer-serializer.ts';
import { logSerializers } from './http/log-serializers.ts';
import { registerMultipart, type RouteDeps } from './http/register-call.ts';
import {
  ApprovalTaskService,
  approvalTasksPlugin,
  capabilityReviewSource,
  supplierAuditSource,
} from './modules/approval-tasks/index.ts';
import {
  AuthService,
  PasswordResetService,
  RsaKeyService,
  authPlugin,
} from './modules/auth/index.ts';
import { BargainingService, BuyerService, bargainingPlugin } from './modules/bargaining/index.ts';
import {
  ContractAnswerService,
  ContractBuyerService,
  ContractFeedbackService,
  ContractSignForService,
  ContractAttachmentService,
  ContractErpService,
  SupplierContractService,
  contractsPlugin,
} from './modules/contracts/index.ts';
import { RepairProgressService, repairProgressPlugin } from './modules/repair-progress/index.ts';
import {
  ShipmentForecastService,
  shipmentForecastPlugin,
} from './modules/shipment-forecasts/index.ts';
import { TransportService, transportPlugin } from './modules/transport/index.ts';
import {
  DomesticWaybillService,
  domesticWaybillPlugin,
} from './modules/domestic-waybills/index.ts';
import { ShipmentPickups, ShipmentService, shipmentsPlugin } from './modules/shipments/index.ts';
import {
  BillReviewService,
  BillService,
  billReviewSource,
  billsPlugin,
} from './modules/bills/index.ts';
import {
  AccountStatementService,
  accountStatementsPlugin,
} from './modules/account-statements/index.ts';
import {
  PaymentErpService,
  PaymentOverviewService,
  paymentsPlugin,
} from './modules/payments/index.ts';
import { CustomsService, customsPlugin } from './modules/customs/index.ts';
import { CustomsInfoService, customsInfoPlugin } from './modules/customs-info/index.ts';
import {
  OwnProfileService,
  StaffImportService,
  StaffService,
  staffPlugin,
} from './modules/staff/index.ts';
import { SecurityKeyService, securityKeysPlugin } from './modules/security-keys/index.ts';
import { FileStorage, FileSweeper, FilesService, filesPlugin } from './modules/files/index.ts';
import {
  ErpService,
  InquiryService,
  QuoteService,
  inquiryPlugin,
} from './modules/inquiry/index.ts';
import { OperationLogService, operationLogPlugin } from './modules/operation-log/index.ts';
import { OutboxAnswers, OutboxWorker, outboxPlugin } from './modules/outbox/index.ts';
import { spreadsheetPlugin } from './modules/spreadsheet/index.ts';
import {
  RepairQuoteBuyerService,
  RepairQuoteService,
  repairQuoteBuyerPlugin,
  repairQuotePlugin,
} from './modules/repair-quote/index.ts';
import {
  AuditService,
  InviteService,
  RegistrationService,
  supplierPlugin,
} from './modules/supplier/index.ts';
import { SupplierImportService, supplierImportPlugin } from './modules/supplier-import/index.ts';
import {
  Admittance,
  Blacklist,
  CageCodes,
  Directory,
  OwnEquipment,
  Tiers,
  supplierListsPlugin,
  type ListsContext,
} from './modules/supplier-lists/index.ts';
import { SupplierProfileService, supplierProfilePlugin } from './modules/supplier-profile/index.ts';
import {
  AssessmentService,
  AuthorizationService,
  ReturnedRegistrationService,
  SupplierAuditService,
  supplierQualityAuditHooks,
  supplierQualityPlugin,
} from './modules/supplier-quality/index.ts';
import {
  CustomerRelations,
  RelationLists,
  supplierRelationsPlugin,
} from './modules/supplier-relations/index.ts';
import { RoleService, rolesPlugin } from './modules/roles/index.ts';
import { systemPlugin } from './modules/system/index.ts';
import { UserService, userPlugin } from './modules/user/index.ts';
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
  /**
   * Also encode every answer with zod and fail one that zod refuses or writes differently from the
   * compiled writer (http/answer-serializer.ts). The tests turn it on; it doubles the answer's cost.
   */
  checkAnswers?: boolean;
}

export interface AppServices {
  config: AppConfig;
  auth: AuthService;
  users: UserService;
  keys: RsaKeyService;
  operationLog: OperationLog;
  /** What the outside systems' answers do, by message kind (modules register, the worker calls). */
  outboxAnswers: OutboxAnswers;
  /** Delivers the outbox; main.ts starts it, tests call runOnce(). Stopped when the app closes. */
  outboxWorker: OutboxWorker;
  /** Removes uploads left unattached for a day; main.ts starts it, tests call runOnce(). */
  fileSweeper: FileSweeper;
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
  // Every logger this app makes uses the redacting serializers (log-serializers.ts), `true` too.
  const logger =
    options.logger === true
      ? { serializers: { ...logSerializers } }
      : options.logger && typeof options.logger === 'object'
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
  app.setSerializerCompiler(answerSerializerCompiler({ check: options.checkAnswers ?? false }));
  app.decorateRequest('auth', null);
  app.decorateRequest('actor', null);
  // Bodies are JSON or forms (multipart where a route adds it); anything else answers 415.
  app.removeContentTypeParser('text/plain');

  // The composition root: every service is made here, once, and handed to the modules that use it.
  const { db } = options.database;
  const operationLog = new OperationLog(db, config);
  const users = new UserService(db, config);
  const keys = new RsaKeyService(db, config);
  const auth = new AuthService(db, keys, operationLog, config, (id) => users.invalidateUser(id));
  const reset = new PasswordResetService(db, auth, keys, operationLog, config);
  // Sign-in asks for a security key after the password of whoever has one.
  const securityKeys = new SecurityKeyService(db, operationLog, config, (id) =>
    users.invalidateUser(id),
  );
  auth.useSecondFactor(securityKeys);
  const outboxAnswers = new OutboxAnswers();
  const outboxWorker = new OutboxWorker(db, { config, outboxAnswers, log: app.log });
  const storage = new FileStorage(config.uploadDir);
  const fileSweeper = new FileSweeper(db, storage, operationLog, config, app.log);
  const services: AppServices = {
    config,
    keys,
    operationLog,
    users,
    auth,
    outboxAnswers,
    outboxWorker,
    fileSweeper,
    calls: collectCalls(app),
  };
  app.decorate('services', services);
  app.addHook('onClose', () => outboxWorker.stop());
  app.addHook('onClose', () => fileSweeper.stop());

  const guard: RouteDeps = { auth, users };
  const listsContext: ListsContext = { db, log: operationLog, config };
  // The quality domain adds its checks to the buyer's audit actions; the outside systems' answers
  // move the audit on.
  const audit = new AuditService(db, config, operationLog, supplierQualityAuditHooks(config));
  audit.registerAnswers(outboxAnswers);

  registerErrorHandler(app);
  registerSecurityHeaders(app);
  await app.register(formbody, { bodyLimit: config.bodyLimitBytes });
  await registerMultipart(app, config.uploadMaxBytes);
  await registerCors(app, config.allowedOrigins);
  await registerCompression(app);
  await registerDocs(app);

  await app.register(
    async (api) => {
      await api.register(systemPlugin, { guard, services: {} });
      await api.register(authPlugin, {
        guard,
        services: {
          auth,
          keys,
          reset,
        },
      });
      await api.register(staffPlugin, {
        guard,
        services: {
          staff: new StaffService(db, auth, keys, reset, operationLog, config),
          imports: new StaffImportService(db, reset, operationLog, config),
          profile: new OwnProfileService(db, operationLog, config, users),
        },
      });
      await api.register(securityKeysPlugin, { guard, services: { securityKeys } });
      await api.register(userPlugin, {
        guard,
        services: { users, operationLog, keyStatus: (id) => securityKeys.status(id) },
      });
      await api.register(rolesPlugin, {
        guard,
        services: { roles: new RoleService(db, operationLog, users) },
      });
      const files = new FilesService(db, storage, operationLog, config);
      await api.register(filesPlugin, {
        guard,
        services: { files },
      });
      await api.register(bargainingPlugin, {
        guard,
        services: {
          db,
          config,
          supplier: new BargainingService(db, operationLog, config),
          buyer: new BuyerService(db, operationLog, config),
        },
      });
      await api.register(spreadsheetPlugin, { guard, services: { db } });
      const quotes = new QuoteService(db, operationLog, config);
      await api.register(inquiryPlugin, {
        guard,
        services: {
          config,
          inquiries: new InquiryService(db, config),
          quotes,
          erp: new ErpService(db, operationLog, config),
        },
      });
      await api.register(repairQuotePlugin, {
        guard,
        services: { repairQuotes: new RepairQuoteService(db, quotes, config) },
      });
      const contractAnswers = new ContractAnswerService(db, operationLog, config);
      await api.register(contractsPlugin, {
        guard,
        services: {
          config,
          erp: new ContractErpService(db, operationLog, config),
          contracts: new SupplierContractService(db),
          answers: contractAnswers,
          buyer: new ContractBuyerService(db, operationLog, config),
          signing: new ContractSignForService(db, operationLog, config),
          feedback: new ContractFeedbackService(db, operationLog, contractAnswers),
          attachments: new ContractAttachmentService(db, files, operationLog, config),
        },
      });
      await api.register(repairProgressPlugin, {
        guard,
        services: { repairs: new RepairProgressService(db, operationLog, config) },
      });
      await api.register(shipmentForecastPlugin, {
        guard,
        services: { forecasts: new ShipmentForecastService(db, operationLog, config) },
      });
      await api.register(shipmentsPlugin, {
        guard,
        services: {
          shipments: new ShipmentService(db, operationLog, config),
          pickups: new ShipmentPickups(db, operationLog, config),
        },
      });
      await api.register(billsPlugin, {
        guard,
        services: {
          bills: new BillService(db, operationLog, config),
          review: new BillReviewService(db, operationLog, config),
        },
      });
      await api.register(accountStatementsPlugin, {
        guard,
        services: {
          config,
          statements: new AccountStatementService(db, operationLog, config),
        },
      });
      await api.register(paymentsPlugin, {
        guard,
        services: {
          config,
          erp: new PaymentErpService(db, operationLog, config),
          overview: new PaymentOverviewService(db, config),
        },
      });
      await api.register(customsInfoPlugin, {
        guard,
        services: { customsInfo: new CustomsInfoService(db, operationLog, config) },
      });
      await api.register(repairQuoteBuyerPlugin, {
        guard,
        services: { buyer: new RepairQuoteBuyerService(db, operationLog, config) },
      });
      await api.register(transportPlugin, {
        guard,
        services: { transport: new TransportService(db, operationLog, config) },
      });
      await api.register(domesticWaybillPlugin, {
        guard,
        services: { waybills: new DomesticWaybillService(db, operationLog, config) },
      });
      await api.register(outboxPlugin, { guard, services: { db, config, operationLog } });
      await api.register(supplierPlugin, {
        guard,
        services: {
          invites: new InviteService(db, operationLog, config),
          registration: new RegistrationService(db, keys, operationLog, config),
          audit,
        },
      });
      await api.register(supplierListsPlugin, {
        guard,
        services: {
          directory: new Directory(listsContext),
          admits: new Admittance(listsContext),
          blacklist: new Blacklist(listsContext),
          cageCodes: new CageCodes(listsContext),
          tiers: new Tiers(listsContext),
          ownEquipment: new OwnEquipment(listsContext),
        },
      });
      await api.register(supplierRelationsPlugin, {
        guard,
        services: {
          lists: new RelationLists(db, config.now),
          relations: new CustomerRelations(db, operationLog, config),
        },
      });
      await api.register(supplierProfilePlugin, {
        guard,
        services: { profiles: new SupplierProfileService(db, operationLog, config) },
      });
      await api.register(supplierQualityPlugin, {
        guard,
        services: {
          returned: new ReturnedRegistrationService(db, operationLog, config),
          assessments: new AssessmentService(db, operationLog, config),
          authorizations: new AuthorizationService(db, operationLog, config),
          audits: new SupplierAuditService(db, operationLog, config),
        },
      });
      await api.register(customsPlugin, {
        guard,
        services: { customs: new CustomsService(db, operationLog, config) },
      });
      await api.register(supplierImportPlugin, {
        guard,
        services: { imports: new SupplierImportService(db, operationLog, config) },
      });
      await api.register(operationLogPlugin, {
        guard,
        services: { operationLogs: new OperationLogService(db, operationLog, config) },
      });
      await api.register(approvalTasksPlugin, {
        guard,
        services: {
          tasks: new ApprovalTaskService([
            supplierAuditSource(db),
            capabilityReviewSource(db),
            billReviewSource(db),
          ]),
        },
      });
    },
    { prefix: '/api' },
  );

  await registerStaticFiles(app, { ...DEFAULT_STATIC_DIRS, ...options.staticDirs });
  registerNotFound(app);
  return app;
}
