// The screens the supplier lists link to, as route refs (kit/links): the page that places the
// widget says where each one is (the host in packages/host/src/routes, an embedding page through
// the `links` property); an unbound one shows its text without a link.
import { routeRef, type LinkBindings } from '../../kit/links';

export const supplierListLinks = {
  /** A qualified or transport supplier's page (its audit, CAGE codes, customers). */
  supplierPage: routeRef('id'),
  /** A supplier's commercial audit, where a new supplier is decided. */
  supplierAudit: routeRef('id'),
  /** A supplier's quality audit, where its capabilities are decided. */
  qualityAudit: routeRef('id'),
  /** A tier supplier's page with its authorization. */
  tierDetail: routeRef('id'),
  /** The tier suppliers' list: the way back from a tier supplier's page. */
  tierList: routeRef(),
};

export type SupplierListLinks = LinkBindings<typeof supplierListLinks>;
