// One audit step or freeze, confirmed in a dialog: what it does, and the remarks (or the reason,
// required where the step turns the supplier back or freezes it) in the kit's ResourceForm over the
// call. The server checks permission, state and version again; its message lands in the form.
import { useMemo } from 'react';
import {
  supplierApi,
  type BUYER_AUDIT_ACTIONS,
  type AuditDetail,
  type FreezeKind,
} from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import { ResourceForm, defineResource, type SchemaLike } from '../../kit/resource';
import { useT } from '../../runtime/i18n';
import { SUPPLIER_APPROVAL_NS } from './approval-resource';

/** A step of the approval page: a department's audit action, or a freeze or its lifting. */
export type ApprovalStep =
  { kind: 'audit'; action: BuyerAuditAction } | { kind: 'freeze' | 'unfreeze'; freeze: FreezeKind };
export type BuyerAuditAction = (typeof BUYER_AUDIT_ACTIONS)[number];

interface Values {
  remarks: string;
}

/** Steps that turn a supplier back, refuse it or freeze it say why. */
function needsReason(step: ApprovalStep): boolean {
  return step.kind !== 'audit' || step.action === 'return' || step.action === 'reject';
}

function schemaFor(step: ApprovalStep): SchemaLike<Values> {
  return {
    safeParse(value: unknown) {
      const remarks = String((value as Partial<Values>).remarks ?? '').trim();
      if (needsReason(step) && !remarks) {
        return {
          success: false,
          error: { issues: [{ path: ['remarks'], message: 'audit.reasonRequired' }] },
        };
      }
      return { success: true, data: { remarks } };
    },
  };
}

function remarksField(step: ApprovalStep) {
  const label =
    step.kind !== 'audit'
      ? 'dialog.reason'
      : step.action === 'submitQAUDIT'
        ? 'dialog.assessment'
        : 'dialog.remarks';
  return {
    remarks: { kind: 'textarea' as const, label, required: needsReason(step), maxLength: 500 },
  };
}

const SECTIONS = [{ title: 'dialog.section', fields: ['remarks' as const] }];
const NAME = 'supplier-audit-step';

function auditResource(action: BuyerAuditAction, supplier: AuditDetail) {
  const step: ApprovalStep = { kind: 'audit', action };
  return defineResource({
    name: NAME,
    title: 'dialog.section',
    ns: SUPPLIER_APPROVAL_NS,
    fields: remarksField(step),
    save: {
      route: supplierApi.auditAction,
      sections: SECTIONS,
      schema: schemaFor(step),
      toInput: (v: Values) => ({
        id: supplier.id,
        version: supplier.version,
        action,
        remarks: v.remarks,
      }),
      submitLabel: 'dialog.confirm',
      successMessage: 'dialog.confirm',
    },
  });
}

function freezeResource(
  step: ApprovalStep & { kind: 'freeze' | 'unfreeze' },
  supplier: AuditDetail,
) {
  return defineResource({
    name: NAME,
    title: 'dialog.section',
    ns: SUPPLIER_APPROVAL_NS,
    fields: remarksField(step),
    save: {
      route: step.kind === 'freeze' ? supplierApi.freeze : supplierApi.unfreeze,
      sections: SECTIONS,
      schema: schemaFor(step),
      toInput: (v: Values) => ({
        id: supplier.id,
        version: supplier.version,
        kind: step.freeze,
        reason: v.remarks,
      }),
      submitLabel: 'dialog.confirm',
      successMessage: 'dialog.confirm',
    },
  });
}

export interface ActionDialogProps {
  step: ApprovalStep;
  supplier: AuditDetail;
  onClose: () => void;
  onDone: (detail: AuditDetail) => void;
}

export function ActionDialog({ step, supplier, onClose, onDone }: ActionDialogProps) {
  const { t } = useT(SUPPLIER_APPROVAL_NS);
  const form = useMemo(() => {
    const done = (answer: { data: AuditDetail }) => onDone(answer.data);
    return step.kind === 'audit' ? (
      <ResourceForm
        bare
        resource={auditResource(step.action, supplier)}
        onCancel={onClose}
        onSaved={done}
      />
    ) : (
      <ResourceForm
        bare
        resource={freezeResource(step, supplier)}
        onCancel={onClose}
        onSaved={done}
      />
    );
  }, [step, supplier, onClose, onDone]);
  const title =
    step.kind === 'audit'
      ? t(`act.${step.action}`)
      : t(`act.${step.kind}`, { kind: t(`enum.freezeKind.${step.freeze}`) });
  const explain = step.kind === 'audit' ? t(`dialog.${step.action}`) : t(`dialog.${step.kind}`);
  return (
    <FormDialog
      title={title}
      intro={`${explain} — ${supplier.code} ${supplier.name}`}
      maxWidth={560}
      onClose={onClose}
    >
      {form}
    </FormDialog>
  );
}
