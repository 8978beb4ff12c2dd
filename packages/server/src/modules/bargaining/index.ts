// The bargaining module's public entry (the exchange rates also price the bench's data).
export { bargainingPlugin, type BargainingServices } from './plugin.ts';
export { BuyerService } from './buyer-service.ts';
export { BargainingService } from './service.ts';
