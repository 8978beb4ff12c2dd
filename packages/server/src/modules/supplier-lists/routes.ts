// The buyer's supplier lists: reading needs `supplier:lists` (every buyer role), changing
// `supplier:lists:manage` (the administrator's role); both are checked by registerCall before the
// handler runs, so a supplier or a department account is refused (403) before anything is looked up.
import {
  addAdmit,
  addBlacklist,
  addCageCode,
  addOwnEquipment,
  addTier,
  authorizeTier,
  formatMessage,
  getTier,
  listAdmits,
  listBlacklist,
  listCageCodes,
  listDirectory,
  listOwnEquipment,
  listTiers,
  removeAdmit,
  removeBlacklist,
  removeCageCode,
  removeOwnEquipment,
  removeTier,
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
import { Admittance } from './admittance.ts';
import { Blacklist } from './blacklist.ts';
import { CageCodes } from './cage-codes.ts';
import { Directory } from './directory.ts';
import { OwnEquipment } from './own-equipment.ts';
import type { ListsContext } from './shared.ts';
import { Tiers } from './tiers.ts';

export interface SupplierListsDeps extends RouteDeps {
  config: AppConfig;
  operationLog: OperationLog;
}

export function registerSupplierListRoutes(
  app: FastifyInstance,
  deps: SupplierListsDeps,
  db: Kysely<Database>,
): void {
  const ctx: ListsContext = { db, log: deps.operationLog, config: deps.config };
  const directory = new Directory(ctx);
  const admits = new Admittance(ctx);
  const blacklist = new Blacklist(ctx);
  const cageCodes = new CageCodes(ctx);
  const tiers = new Tiers(ctx);
  const ownEquipment = new OwnEquipment(ctx);
  const msg = (req: FastifyRequest, key: MessageKey, params?: Record<string, string>) =>
    formatMessage(requestLanguage(req), key, params);
  const ok = (req: FastifyRequest) => msg(req, 'ok.done');

  registerCall(app, deps, listDirectory, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await directory.list(input),
  }));

  registerCall(app, deps, listAdmits, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await admits.list(actorOf(req), input),
  }));
  registerCall(app, deps, addAdmit, async (input, req) => {
    const { row, admitted } = await admits.add(actorOf(req), input);
    return {
      code: 200,
      msg: admitted ? msg(req, 'lists.admitted', { supplier: admitted }) : msg(req, 'lists.added'),
      data: row,
    };
  });
  registerCall(app, deps, removeAdmit, async (input, req) => {
    await admits.remove(actorOf(req), input);
    return { code: 200, msg: msg(req, 'lists.removed'), data: { id: input.id } };
  });

  registerCall(app, deps, listBlacklist, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await blacklist.list(input),
  }));
  registerCall(app, deps, addBlacklist, async (input, req) => {
    const { row, frozen } = await blacklist.add(actorOf(req), input);
    return {
      code: 200,
      msg: frozen ? msg(req, 'lists.addedFrozen', { supplier: frozen }) : msg(req, 'lists.added'),
      data: row,
    };
  });
  registerCall(app, deps, removeBlacklist, async (input, req) => {
    await blacklist.remove(actorOf(req), input);
    return { code: 200, msg: msg(req, 'lists.removed'), data: { id: input.id } };
  });

  registerCall(app, deps, listCageCodes, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await cageCodes.list(input),
  }));
  registerCall(app, deps, addCageCode, async (input, req) => ({
    code: 200,
    msg: msg(req, 'lists.added'),
    data: await cageCodes.add(actorOf(req), input),
  }));
  registerCall(app, deps, removeCageCode, async (input, req) => {
    await cageCodes.remove(actorOf(req), input);
    return { code: 200, msg: msg(req, 'lists.removed'), data: { id: input.id } };
  });

  registerCall(app, deps, listTiers, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await tiers.list(actorOf(req), input),
  }));
  registerCall(app, deps, getTier, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await tiers.get(actorOf(req), input.id),
  }));
  registerCall(app, deps, addTier, async (input, req) => ({
    code: 200,
    msg: msg(req, 'lists.added'),
    data: await tiers.add(actorOf(req), input),
  }));
  registerCall(app, deps, authorizeTier, async (input, req) => {
    const data = await tiers.authorize(actorOf(req), input);
    return {
      code: 200,
      msg: msg(req, 'lists.authorized', { until: data.authorizedUntil ?? '' }),
      data,
    };
  });
  registerCall(app, deps, removeTier, async (input, req) => {
    await tiers.remove(actorOf(req), input);
    return { code: 200, msg: msg(req, 'lists.removed'), data: { id: input.id } };
  });

  registerCall(app, deps, listOwnEquipment, async (input, req) => ({
    code: 200,
    msg: ok(req),
    data: await ownEquipment.list(actorOf(req), input),
  }));
  registerCall(app, deps, addOwnEquipment, async (input, req) => ({
    code: 200,
    msg: msg(req, 'lists.added'),
    data: await ownEquipment.add(actorOf(req), input),
  }));
  registerCall(app, deps, removeOwnEquipment, async (input, req) => {
    await ownEquipment.remove(actorOf(req), input);
    return { code: 200, msg: msg(req, 'lists.removed'), data: { id: input.id } };
  });
}
