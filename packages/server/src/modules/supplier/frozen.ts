// The one check every supplier write that changes an offer runs (quote submit, bargaining accept
// and answer, the bargaining bulk upload): a company frozen by either department, or blacklisted
// (which freezes both), makes no offer (docs/product-rules.md, "Freezes"). Drafts, declines and
// reading stay allowed, as the product rules say.
import type { Db } from '../../core/db.ts';
import { ApiError } from '../../http/api-error.ts';

/** Throws 403 naming the department that froze `companyId`; does nothing for an active company. */
export async function refuseFrozenSupplier(db: Db, companyId: string): Promise<void> {
  const company = await db
    .selectFrom('companies')
    .select(['commercial_frozen', 'quality_frozen'])
    .where('id', '=', companyId)
    .executeTakeFirst();
  if (!company || (!company.commercial_frozen && !company.quality_frozen)) return;
  throw new ApiError(
    403,
    company.commercial_frozen ? 'freeze.frozenCommercial' : 'freeze.frozenQuality',
  );
}
