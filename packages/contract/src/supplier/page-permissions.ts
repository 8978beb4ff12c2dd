// Permissions of the supplier's own pages: holding the menu is holding the right.
import { menuPermission } from '../menus/catalog.ts';

/** The supplier's customs pages. */
export const CUSTOMS_PERMISSION = menuPermission('/sup/supCustoms/detailAuthorize');
/** The supplier's audit management pages. */
export const SUPPLIER_AUDIT_PERMISSION = menuPermission('/sup/zsSupManagement/index');
