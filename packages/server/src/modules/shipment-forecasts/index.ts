// The shipment forecast module's public entry: the supplier's plan per contract line and the
// buyer's list of what arrives when.
export { shipmentForecastPlugin, type ShipmentForecastServices } from './plugin.ts';
export { ShipmentForecastService } from './service.ts';
