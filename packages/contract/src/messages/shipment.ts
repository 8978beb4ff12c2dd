// Ship notice messages in both languages, a module of their own so that a browser bundle takes
// them only with the shipment widget.
import { shipmentEn, type ShipmentMessageKey } from './shipment.en.ts';
import { shipmentZh } from './shipment.zh.ts';
import type { Messages } from './types.ts';

export const shipmentMessages: Messages<ShipmentMessageKey> = { en: shipmentEn, zh: shipmentZh };
