// Quality routes: the returned registration a supplier corrects through its one-time link (public,
// rate-limited), the quality assessment and authorized scopes (buyer calls: reading needs
// `supplier:lists`, changing `supplier:approval:submitQAUDIT`), and supplier audit management (the
// supplier's own side under its menu permission, the buyer's under the same two permissions).
import {
  answerFinding,
  authorize,
  closeFinding,
  getAssessment,
  getReturnedRegistration,
  listAuthorizations,
  listFindings,
  listMyAudits,
  listMyFindings,
  listSupplierAudits,
  recordAudit,
  resubmitRegistration,
  saveAssessment,
  withdrawAuthorization,
} from '@portal/contract';
import { actorOf } from '../../core/actor.ts';
import { ok } from '../../core/envelope.ts';
import { registerCall, type ModulePlugin } from '../../http/register-call.ts';
import type { AssessmentService } from './assessment.ts';
import type { SupplierAuditService } from './audits.ts';
import type { AuthorizationService } from './authorizations.ts';
import type { ReturnedRegistrationService } from './returned.ts';

export interface SupplierQualityServices {
  returned: ReturnedRegistrationService;
  assessments: AssessmentService;
  authorizations: AuthorizationService;
  audits: SupplierAuditService;
}

export const supplierQualityPlugin: ModulePlugin<SupplierQualityServices> = async (
  app,
  { guard, services },
) => {
  const { returned, assessments, authorizations, audits } = services;

  registerCall(app, guard, getReturnedRegistration, async (input, req) =>
    ok(req, await returned.load(input.code, req.ip)),
  );
  registerCall(app, guard, resubmitRegistration, async (input, req) =>
    ok(req, await returned.resubmit(input, req.ip), 'registerEdit.done'),
  );
  registerCall(app, guard, getAssessment, async (input, req) =>
    ok(req, await assessments.get(actorOf(req), input.id)),
  );
  registerCall(app, guard, saveAssessment, async (input, req) =>
    ok(req, await assessments.save(actorOf(req), input), 'quality.assessed'),
  );
  registerCall(app, guard, listAuthorizations, async (input, req) =>
    ok(req, await authorizations.list(input)),
  );
  registerCall(app, guard, authorize, async (input, req) =>
    ok(req, await authorizations.authorize(actorOf(req), input), 'quality.authorized'),
  );
  registerCall(app, guard, withdrawAuthorization, async (input, req) =>
    ok(req, await authorizations.withdraw(actorOf(req), input), 'quality.withdrawn'),
  );

  // Supplier audit management: the supplier's own (its company from the session), the buyer's.
  registerCall(app, guard, listMyAudits, async (input, req) =>
    ok(req, await audits.listAudits({ own: actorOf(req).companyId }, input)),
  );
  registerCall(app, guard, listMyFindings, async (input, req) =>
    ok(req, await audits.listFindings({ own: actorOf(req).companyId }, input)),
  );
  registerCall(app, guard, answerFinding, async (input, req) =>
    ok(req, await audits.answer(actorOf(req), input), 'supAudit.answered'),
  );
  registerCall(app, guard, listSupplierAudits, async (input, req) =>
    ok(req, await audits.listAudits({ supplierId: input.supplierId }, input)),
  );
  registerCall(app, guard, listFindings, async (input, req) =>
    ok(req, await audits.listFindings({ supplierId: input.supplierId }, input)),
  );
  registerCall(app, guard, recordAudit, async (input, req) =>
    ok(req, await audits.record(actorOf(req), input), 'supAudit.recorded'),
  );
  registerCall(app, guard, closeFinding, async (input, req) =>
    ok(req, await audits.close(actorOf(req), input), 'supAudit.closed'),
  );
};
