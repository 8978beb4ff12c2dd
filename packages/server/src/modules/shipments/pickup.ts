// Pickup and handover of a ship notice (migration 0033; docs/product-rules.md#ship-notices). The
// supplier arranges the pickup while the goods are at its site (planned or shipped); either side
// records the collection while the notice is planned, shipped or in transit, a later record
// correcting the earlier. Each write checks the notice's version (stale → 409), refuses a frozen
// supplier, bumps the version and leaves an operation-log line (no phone number in it).
import {
  HANDOVER_STATES,
  OPERATION_LOG_TYPES,
  PICKUP_STATES,
  type ShipmentDetail,
  type ShipmentSide,
  type ShipmentState,
  type recordShipmentHandoverInput,
  type setShipmentPickupInput,
} from '@portal/contract';
import type { Updateable } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Actor } from '../../core/actor.ts';
import type { Db } from '../../core/db.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { ShipmentsTable } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import { refuseFrozenSupplier } from '../supplier/index.ts';
import { shipmentOf, type ShipmentRecord } from './queries.ts';

type PickupInput = z.output<typeof setShipmentPickupInput>;
type HandoverInput = z.output<typeof recordShipmentHandoverInput>;

/** The column sets the two writes set: the pickup's or the handover's, nothing else of a notice. */
type PickupColumns = {
  [
    K in keyof Updateable<ShipmentsTable> as K extends `pickup_${string}` | `handover_${string}`
      ? K
      : never
  ]?: Updateable<ShipmentsTable>[K];
};

/** A collection a few minutes "in the future" is a clock apart, not a forecast. */
const CLOCK_SKEW_MS = 5 * 60_000;

const pickupAllowed = (s: ShipmentState) => (PICKUP_STATES as readonly string[]).includes(s);
const handoverAllowed = (s: ShipmentState) => (HANDOVER_STATES as readonly string[]).includes(s);

/** The notice page's pickup and handover, and whether the caller's side may write them. */
export function pickupView(
  r: ShipmentRecord,
  side: ShipmentSide,
): Pick<ShipmentDetail, 'pickup' | 'handover' | 'pickupEditable' | 'handoverEditable'> {
  return {
    pickup:
      r.pickup_address !== null && r.pickup_ready_at
        ? {
            address: r.pickup_address,
            contact: r.pickup_contact,
            phone: r.pickup_phone,
            readyAt: r.pickup_ready_at.toISOString(),
            openingHours: r.pickup_hours,
          }
        : null,
    handover:
      r.handover_by !== null && r.handover_at && r.handover_pieces !== null
        ? {
            collectedBy: r.handover_by,
            collectedAt: r.handover_at.toISOString(),
            pieces: r.handover_pieces,
            remarks: r.handover_remarks,
            recordedBy: r.handover_recorded_by,
            recordedSide: r.handover_side ?? 'supplier',
          }
        : null,
    pickupEditable: side === 'supplier' && pickupAllowed(r.state),
    handoverEditable: handoverAllowed(r.state),
  };
}

export class ShipmentPickups {
  constructor(
    private readonly db: Db,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  /** Locks the notice (the supplier's own only), checks its version and the frozen company. */
  private async lock(trx: Db, actor: Actor, side: ShipmentSide, id: string, version: number) {
    const r = await shipmentOf(trx, id, side === 'supplier' ? actor.companyId : undefined, true);
    if (!r) throw new ApiError(404, 'shipment.notFound');
    if (r.version !== version) throw new ApiError(409, 'shipment.stale');
    if (side === 'supplier') await refuseFrozenSupplier(trx, actor.companyId);
    return r;
  }

  setPickup(actor: Actor, input: PickupInput) {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lock(trx, actor, 'supplier', input.id, input.version);
      if (!pickupAllowed(r.state)) throw new ApiError(409, 'shipment.pickupState');
      const p = input.pickup;
      return this.write(trx, actor, r, 'shipment.pickup', {
        pickup_address: p.address,
        pickup_contact: p.contact,
        pickup_phone: p.phone,
        pickup_ready_at: new Date(p.readyAt),
        pickup_hours: p.openingHours,
      });
    });
  }

  recordHandover(actor: Actor, side: ShipmentSide, input: HandoverInput) {
    return this.db.transaction().execute(async (trx) => {
      const r = await this.lock(trx, actor, side, input.id, input.version);
      if (!handoverAllowed(r.state)) throw new ApiError(409, 'shipment.handoverState');
      const now = this.config.now();
      const h = input.handover;
      const at = new Date(h.collectedAt);
      if (at.getTime() > now.getTime() + CLOCK_SKEW_MS) {
        throw new ApiError(400, 'shipment.collectedFuture', {
          fields: { 'handover.collectedAt': 'shipment.collectedFuture' },
        });
      }
      return this.write(trx, actor, r, 'shipment.handover', {
        handover_by: h.collectedBy,
        handover_at: at,
        handover_pieces: h.pieces,
        handover_remarks: h.remarks,
        handover_recorded_by: actor.name || actor.account,
        handover_side: side,
      });
    });
  }

  /**
   * The one write of both: these columns, the next version and the time, and the operation-log
   * line `<what> <notice number>` (never the values: the phone stays out of the log).
   */
  private async write(
    trx: Db,
    actor: Actor,
    r: { id: string; state: ShipmentState; version: number; notice_number: string },
    what: 'shipment.pickup' | 'shipment.handover',
    columns: PickupColumns,
  ) {
    const now = this.config.now();
    const version = r.version + 1;
    await trx
      .updateTable('shipments')
      .set({ ...columns, version, updated_at: now })
      .where('id', '=', r.id)
      .execute();
    // The operation-log words test reads the item codes at the two callers of this method, whose
    // literals name them; the line adds the notice number.
    const item = `${what} ${r.notice_number}`;
    await this.log.logAction(actor, OPERATION_LOG_TYPES.modify, item, trx, now);
    return { id: r.id, state: r.state, version };
  }
}
