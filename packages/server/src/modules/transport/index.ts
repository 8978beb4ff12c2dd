// The transport quote module's public entry: the buyer's inquiries and awards, the transport
// supplier's quotes and orders (issue 15).
export { transportPlugin, type TransportServices } from './plugin.ts';
export { TransportService } from './service.ts';
