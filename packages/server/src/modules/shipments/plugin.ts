// Ship notice routes: the supplier's (/sup/supContract/shipment) and the buyer's
// (/hna/hnaShipment/index). The side of a call is fixed here, never taken from the request, so a
// buyer can only confirm a delivery and a supplier never reaches the buyer's list.
import {
  createShipment,
  getBuyerShipment,
  getShippableLines,
  getSupplierShipment,
  listBuyerShipments,
  listShippableContracts,
  listSupplierShipments,
  markShipmentDelivered,
  moveSupplierShipment,
  recordBuyerHandover,
  recordSupplierHandover,
  setShipmentPickup,
  updateShipment,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { requestLanguage } from '../../http/language.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { ShipmentPickups } from './pickup.ts';
import type { ShipmentService } from './service.ts';

export interface ShipmentServices {
  shipments: ShipmentService;
  pickups: ShipmentPickups;
}

export const shipmentsPlugin: ModulePlugin<ShipmentServices> = async (app, { guard, services }) => {
  const { shipments, pickups } = services;
  registerCall(app, guard, listSupplierShipments, async (input, req) =>
    ok(req, await shipments.list(actorOf(req), 'supplier', input, requestLanguage(req))),
  );
  registerCall(app, guard, getSupplierShipment, async (input, req) =>
    ok(req, await shipments.detail(actorOf(req), 'supplier', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, listShippableContracts, async (input, req) =>
    ok(req, await shipments.contracts(actorOf(req), input)),
  );
  registerCall(app, guard, getShippableLines, async (input, req) =>
    ok(req, await shipments.shippable(actorOf(req), input.contractId)),
  );
  registerCall(app, guard, createShipment, async (input, req) =>
    ok(req, await shipments.create(actorOf(req), input), 'shipment.created'),
  );
  registerCall(app, guard, updateShipment, async (input, req) =>
    ok(req, await shipments.update(actorOf(req), input), 'shipment.saved'),
  );
  registerCall(app, guard, moveSupplierShipment, async (input, req) =>
    ok(req, await shipments.move(actorOf(req), 'supplier', input), 'shipment.moved'),
  );
  registerCall(app, guard, listBuyerShipments, async (input, req) =>
    ok(req, await shipments.list(actorOf(req), 'buyer', input, requestLanguage(req))),
  );
  registerCall(app, guard, getBuyerShipment, async (input, req) =>
    ok(req, await shipments.detail(actorOf(req), 'buyer', input.id, requestLanguage(req))),
  );
  registerCall(app, guard, markShipmentDelivered, async (input, req) =>
    ok(
      req,
      await shipments.move(actorOf(req), 'buyer', { ...input, state: 'delivered' }),
      'shipment.moved',
    ),
  );
  registerCall(app, guard, setShipmentPickup, async (input, req) =>
    ok(req, await pickups.setPickup(actorOf(req), input), 'shipment.pickupSaved'),
  );
  registerCall(app, guard, recordSupplierHandover, async (input, req) =>
    ok(
      req,
      await pickups.recordHandover(actorOf(req), 'supplier', input),
      'shipment.handoverSaved',
    ),
  );
  registerCall(app, guard, recordBuyerHandover, async (input, req) =>
    ok(req, await pickups.recordHandover(actorOf(req), 'buyer', input), 'shipment.handoverSaved'),
  );
};
