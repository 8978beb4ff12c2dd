// The buyer's supplier lists: buyer calls; reading needs `supplier:lists` (every buyer role),
// changing `supplier:lists:manage` (the administrator's role); registerCall checks both before the
// handler runs, so a supplier or a department account is refused (403) before anything is looked up.
import {
  addAdmit,
  addBlacklist,
  addCageCode,
  addOwnEquipment,
  addTier,
  authorizeTier,
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
} from '@portal/contract';
import type { FastifyRequest } from 'fastify';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { Admittance } from './admittance.ts';
import type { Blacklist } from './blacklist.ts';
import type { CageCodes } from './cage-codes.ts';
import type { Directory } from './directory.ts';
import type { OwnEquipment } from './own-equipment.ts';
import type { Tiers } from './tiers.ts';

export interface SupplierListServices {
  directory: Directory;
  admits: Admittance;
  blacklist: Blacklist;
  cageCodes: CageCodes;
  tiers: Tiers;
  ownEquipment: OwnEquipment;
}

/** The answer of a removal: the id of the entry that is gone. */
const removed = (req: FastifyRequest, id: string) => ok(req, { id }, 'lists.removed');

export const supplierListsPlugin: ModulePlugin<SupplierListServices> = async (
  app,
  { guard, services },
) => {
  const { directory, admits, blacklist, cageCodes, tiers, ownEquipment } = services;

  registerCall(app, guard, listDirectory, async (input, req) =>
    ok(req, await directory.list(input)),
  );

  registerCall(app, guard, listAdmits, async (input, req) =>
    ok(req, await admits.list(actorOf(req), input)),
  );
  registerCall(app, guard, addAdmit, async (input, req) => {
    const { row, admitted } = await admits.add(actorOf(req), input);
    return admitted
      ? ok(req, row, 'lists.admitted', { supplier: admitted })
      : ok(req, row, 'lists.added');
  });
  registerCall(app, guard, removeAdmit, async (input, req) => {
    await admits.remove(actorOf(req), input);
    return removed(req, input.id);
  });

  registerCall(app, guard, listBlacklist, async (input, req) =>
    ok(req, await blacklist.list(input)),
  );
  registerCall(app, guard, addBlacklist, async (input, req) => {
    const { row, frozen } = await blacklist.add(actorOf(req), input);
    return frozen
      ? ok(req, row, 'lists.addedFrozen', { supplier: frozen })
      : ok(req, row, 'lists.added');
  });
  registerCall(app, guard, removeBlacklist, async (input, req) => {
    await blacklist.remove(actorOf(req), input);
    return removed(req, input.id);
  });

  registerCall(app, guard, listCageCodes, async (input, req) =>
    ok(req, await cageCodes.list(input)),
  );
  registerCall(app, guard, addCageCode, async (input, req) =>
    ok(req, await cageCodes.add(actorOf(req), input), 'lists.added'),
  );
  registerCall(app, guard, removeCageCode, async (input, req) => {
    await cageCodes.remove(actorOf(req), input);
    return removed(req, input.id);
  });

  registerCall(app, guard, listTiers, async (input, req) =>
    ok(req, await tiers.list(actorOf(req), input)),
  );
  registerCall(app, guard, getTier, async (input, req) =>
    ok(req, await tiers.get(actorOf(req), input.id)),
  );
  registerCall(app, guard, addTier, async (input, req) =>
    ok(req, await tiers.add(actorOf(req), input), 'lists.added'),
  );
  registerCall(app, guard, authorizeTier, async (input, req) => {
    const data = await tiers.authorize(actorOf(req), input);
    return ok(req, data, 'lists.authorized', { until: data.authorizedUntil ?? '' });
  });
  registerCall(app, guard, removeTier, async (input, req) => {
    await tiers.remove(actorOf(req), input);
    return removed(req, input.id);
  });

  registerCall(app, guard, listOwnEquipment, async (input, req) =>
    ok(req, await ownEquipment.list(actorOf(req), input)),
  );
  registerCall(app, guard, addOwnEquipment, async (input, req) =>
    ok(req, await ownEquipment.add(actorOf(req), input), 'lists.added'),
  );
  registerCall(app, guard, removeOwnEquipment, async (input, req) => {
    await ownEquipment.remove(actorOf(req), input);
    return removed(req, input.id);
  });
};
