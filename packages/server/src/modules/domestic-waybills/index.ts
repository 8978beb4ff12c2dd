// The domestic waybill module's public entry: the transport supplier's waybills, their moves,
// exceptions and sign-for, and the buyer's feedback (issue 15).
export { domesticWaybillPlugin, type DomesticWaybillServices } from './plugin.ts';
export { DomesticWaybillService } from './service.ts';
