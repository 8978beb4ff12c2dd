// Routes of the buyer's relation lists: new suppliers, the capability list and customer relations.
// Buyer calls: reading needs `supplier:lists`, changing `supplier:lists:manage`.
import {
  addCustomerRelation,
  endCustomerRelation,
  listCapabilities,
  listCustomerRelations,
  listNewSuppliers,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { CustomerRelations } from './customer-relations.ts';
import type { RelationLists } from './relation-lists.ts';

export interface SupplierRelationServices {
  lists: RelationLists;
  relations: CustomerRelations;
}

export const supplierRelationsPlugin: ModulePlugin<SupplierRelationServices> = async (
  app,
  { guard, services: { lists, relations } },
) => {
  registerCall(app, guard, listNewSuppliers, async (input, req) =>
    ok(req, await lists.newSuppliers(actorOf(req), input)),
  );
  registerCall(app, guard, listCapabilities, async (input, req) =>
    ok(req, await lists.capabilities(input)),
  );
  registerCall(app, guard, listCustomerRelations, async (input, req) =>
    ok(req, await relations.list(actorOf(req), input)),
  );
  registerCall(app, guard, addCustomerRelation, async (input, req) =>
    ok(req, await relations.add(actorOf(req), input), 'relations.added'),
  );
  registerCall(app, guard, endCustomerRelation, async (input, req) =>
    ok(req, await relations.end(actorOf(req), input), 'relations.ended'),
  );
};
