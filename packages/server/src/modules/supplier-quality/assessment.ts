// The quality department's assessment of a supplier (grade A-D, score, findings, on-site audit,
// date), recorded on the supplier's audit page before Submit QAUDIT, which requires it
// (audit-hooks.ts). One per supplier, versioned on its own so that saving it does not make the
// audit page's version stale. Changeable until the supplier goes to QAUDIT; kept afterwards.
import {
  OPERATION_LOG_TYPES,
  SUPPLIER_PERMISSIONS as P,
  type Assessment,
  type AuditState,
  type saveAssessmentInput,
} from '@portal/contract';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { AppConfig } from '../../config.ts';
import type { Database } from '../../db/schema.ts';
import { ApiError } from '../../http/api-error.ts';
import type { Actor } from '../../core/actor.ts';
import type { OperationLog } from '../../core/operation-log.ts';
import type { UserService } from '../user/service.ts';

/** From business review until QAUDIT: quality may assess (on site) while OA still reviews. */
export const ASSESSABLE_STATES: readonly AuditState[] = [
  'pendingBusinessReview',
  'oaUnderReview',
  'oaFailed',
  'oaApproved',
  'qauditFailed',
];

export class AssessmentService {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly users: UserService,
    private readonly log: OperationLog,
    private readonly config: AppConfig,
  ) {}

  async get(actor: Actor, supplierId: string): Promise<Assessment> {
    const company = await this.db
      .selectFrom('companies')
      .select(['id', 'audit_status'])
      .where('id', '=', supplierId)
      .where('kind', '=', 'supplier')
      .executeTakeFirst();
    if (!company) throw new ApiError(404, 'audit.notFound');
    const profile = await this.users.profile(actor.userId);
    const editable =
      !!profile?.permissions.has(P.submitQAUDIT) &&
      ASSESSABLE_STATES.includes(company.audit_status);
    const row = await this.db
      .selectFrom('supplier_assessments')
      .selectAll()
      .where('company_id', '=', supplierId)
      .executeTakeFirst();
    return {
      supplierId,
      grade: row?.grade ?? null,
      score: row?.score ?? null,
      findings: row?.findings ?? '',
      onSite: row?.on_site ?? false,
      assessedOn: row?.assessed_on ?? null,
      assessedBy: row?.assessed_by_name ?? '',
      updatedAt: row ? row.updated_at.toISOString() : null,
      editable,
      version: row?.version ?? 0,
    };
  }

  async save(actor: Actor, input: z.output<typeof saveAssessmentInput>): Promise<Assessment> {
    const profile = await this.users.profile(actor.userId);
    const name = profile?.row.realName ?? '';
    const now = this.config.now();
    await this.db.transaction().execute(async (trx) => {
      const company = await trx
        .selectFrom('companies')
        .select(['id', 'audit_status'])
        .where('id', '=', input.supplierId)
        .where('kind', '=', 'supplier')
        .forUpdate()
        .executeTakeFirst();
      if (!company) throw new ApiError(404, 'audit.notFound');
      const current = await trx
        .selectFrom('supplier_assessments')
        .select('version')
        .where('company_id', '=', company.id)
        .forUpdate()
        .executeTakeFirst();
      if ((current?.version ?? 0) !== input.version) {
        throw new ApiError(409, 'quality.assessmentStale');
      }
      if (!ASSESSABLE_STATES.includes(company.audit_status)) {
        throw new ApiError(409, 'quality.assessmentClosed');
      }
      const values = {
        grade: input.grade,
        score: input.score,
        findings: input.findings,
        on_site: input.onSite,
        assessed_on: input.assessedOn,
        assessed_by: actor.userId,
        assessed_by_name: name,
        updated_at: now,
      };
      if (current) {
        await trx
          .updateTable('supplier_assessments')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('company_id', '=', company.id)
          .execute();
      } else {
        await trx
          .insertInto('supplier_assessments')
          .values({ company_id: company.id, ...values })
          .execute();
      }
      await this.log.write(
        {
          userId: actor.userId,
          sessionId: actor.sessionId,
          account: profile?.row.account ?? '',
          name,
          type: current ? OPERATION_LOG_TYPES.modify : OPERATION_LOG_TYPES.add,
          item: `supplier.assess:${company.id}`,
          ip: actor.ip,
          at: now,
        },
        trx,
      );
    });
    return this.get(actor, input.supplierId);
  }
}
