// Pickup and handover of a ship notice (issue 15, docs/product-rules.md#ship-notices): where and
// when the buyer's forwarder collects the goods (the supplier writes it), and the record of the
// collection itself, who took it, when and how many pieces (either side writes it). The calls are
// in shipments.ts with the notice's others; these are their shapes.
import { z } from 'zod';
import type { MessageKey } from '../messages/index.ts';
import {
  HANDOVER_PIECES_MAX,
  PICKUP_HOURS_MAX,
  PICKUP_NAME_MAX,
  PICKUP_PHONE,
  SHIPMENT_REMARKS_MAX,
  SHIPMENT_TEXT_MAX,
} from '../shipping/constants.ts';

const m = (key: MessageKey) => ({ message: key });
const isoDateTime = z.iso.datetime({ offset: true });
const text = (max: number) => z.string().trim().max(max);

/** What the supplier tells the forwarder: the address, whom to ask, and from when it is ready. */
export const shipmentPickupInput = z.object({
  address: text(SHIPMENT_TEXT_MAX).min(1, m('field.required')),
  contact: text(PICKUP_NAME_MAX).min(1, m('field.required')),
  phone: text(30).regex(PICKUP_PHONE, m('shipment.phoneRule')),
  /** When the goods can be collected (date and time with its offset). */
  readyAt: isoDateTime,
  /** The dock's opening hours, as the supplier says them ("Mon–Fri 08:30–17:00"). */
  openingHours: text(PICKUP_HOURS_MAX).default(''),
});
export type ShipmentPickupInput = z.input<typeof shipmentPickupInput>;

/** The collection as it happened. */
export const shipmentHandoverInput = z.object({
  /** The forwarder's driver or agent who took the goods. */
  collectedBy: text(PICKUP_NAME_MAX).min(1, m('field.required')),
  collectedAt: isoDateTime,
  pieces: z.number().int().min(1).max(HANDOVER_PIECES_MAX),
  remarks: text(SHIPMENT_REMARKS_MAX).default(''),
});
export type ShipmentHandoverInput = z.input<typeof shipmentHandoverInput>;

export const shipmentPickup = z.object({
  address: z.string(),
  contact: z.string(),
  phone: z.string(),
  readyAt: isoDateTime,
  openingHours: z.string(),
});

export const shipmentHandover = z.object({
  collectedBy: z.string(),
  collectedAt: isoDateTime,
  pieces: z.number().int(),
  remarks: z.string(),
  /** Who recorded it, and on which side. */
  recordedBy: z.string(),
  recordedSide: z.enum(['supplier', 'buyer']),
});
