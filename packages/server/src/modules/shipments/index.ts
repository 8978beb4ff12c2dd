// The ship notice module's public entry: the supplier's and buyer's shipment calls.
export { shipmentsPlugin, type ShipmentServices } from './plugin.ts';
export { ShipmentService } from './service.ts';
export { ShipmentPickups } from './pickup.ts';
export { noticesWithContract } from './queries.ts';
