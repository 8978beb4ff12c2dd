// The buyer's supplier relation lists and customer relations: reading needs `supplier:lists`
// (every buyer role), adding and ending a customer relation `supplier:lists:manage`; registerCall
// checks both before the handler runs, so a supplier is refused (403) before anything is read.
import {
  addCustomerRelation,
  endCustomerRelation,
  formatMessage,
  listCapabilities,
  listCustomerRelations,
  listNewSuppliers,
  type MessageKey,
} from '@portal/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type RouteDeps } from '../../http/register-call.ts';
import { actorOf } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import { CustomerRelations } from './customer-relations.ts';
import { RelationLists } from './relation-lists.ts';

export interface SupplierRelationsDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

export function registerSupplierRelationRoutes(
  app: FastifyInstance,
  deps: SupplierRelationsDeps,
  db: Kysely<Database>,
): void {
  const lists = new RelationLists(db, deps.config.now);
  const relations = new CustomerRelations(db, deps.operationLog, deps.config);
  const msg = (req: FastifyRequest, key: MessageKey) => formatMessage(requestLanguage(req), key);

  registerCall(app, deps, listNewSuppliers, async (input, req) => ({
    code: 200,
    msg: msg(req, 'ok.done'),
    data: await lists.newSuppliers(actorOf(req), input),
  }));
  registerCall(app, deps, listCapabilities, async (input, req) => ({
    code: 200,
    msg: msg(req, 'ok.done'),
    data: await lists.capabilities(input),
  }));

  registerCall(app, deps, listCustomerRelations, async (input, req) => ({
    code: 200,
    msg: msg(req, 'ok.done'),
    data: await relations.list(actorOf(req), input),
  }));
  registerCall(app, deps, addCustomerRelation, async (input, req) => ({
    code: 200,
    msg: msg(req, 'relations.added'),
    data: await relations.add(actorOf(req), input),
  }));
  registerCall(app, deps, endCustomerRelation, async (input, req) => ({
    code: 200,
    msg: msg(req, 'relations.ended'),
    data: await relations.end(actorOf(req), input),
  }));
}
