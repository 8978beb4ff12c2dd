// The repair page's dialogs on the kit's ResourceForm: a status update (only the statuses the state
// machine lets this side set; `shipped` needs its release certificate), the supplier's added cost,
// and the buyer's refusal of a cost (with a remark). The server checks everything again; its
// 400/403/409 message lands in the form, which keeps what was typed.
import { useEffect, useMemo, useRef } from 'react';
import {
  CURRENCIES,
  REPAIR_ATTACHMENTS_MAX,
  REPAIR_CERTIFICATE_KINDS,
  REPAIR_COST_TEXT_MAX,
  REPAIR_REMARKS_MAX,
  repairProgressApi,
  type RepairDetail,
  type RepairStatus,
  type UploadedFile,
} from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import { ResourceForm, defineResource, type SchemaLike } from '../../kit/resource';
import { formatMoney } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import type { RepairViewSide } from './repair-fields';
import { REPAIR_NS } from './repair-progress-text';

type Issue = { path: PropertyKey[]; message: string };
const fail = (issues: Issue[]) => ({ success: false as const, error: { issues } });

// Schema messages are shown as given unless they are contract keys, so these come translated.
/** Today as YYYY-MM-DD in the user's calendar: an update's date may not be later. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The latest loaded repair: a retry after a 409 and the page's refetch sends the new version. */
function useLatest(detail: RepairDetail) {
  const ref = useRef(detail);
  useEffect(() => {
    ref.current = detail;
  }, [detail]);
  return ref;
}

// ---- status update ---------------------------------------------------------------------------------

interface UpdateValues {
  status: string;
  date: string;
  remarks: string;
  attachments: UploadedFile[];
  certificateKind: string;
  certificateNumber: string;
  certificateFile: UploadedFile[];
}

function updateSchema(legal: readonly RepairStatus[], t: TFunction): SchemaLike<UpdateValues> {
  return {
    safeParse(value: unknown) {
      const v = value as Partial<UpdateValues>;
      const issues: Issue[] = [];
      const status = String(v.status ?? '');
      const date = String(v.date ?? '');
      const attachments = v.attachments ?? [];
      if (!legal.includes(status as RepairStatus))
        issues.push({ path: ['status'], message: t('upd.statusRequired') });
      if (!date) issues.push({ path: ['date'], message: t('upd.dateRequired') });
      else if (date > todayIso()) issues.push({ path: ['date'], message: t('upd.dateFuture') });
      if (attachments.length > REPAIR_ATTACHMENTS_MAX)
        issues.push({
          path: ['attachments'],
          message: t('upd.tooMany', { max: REPAIR_ATTACHMENTS_MAX }),
        });
      const certificateNumber = String(v.certificateNumber ?? '').trim();
      const certificateFile = v.certificateFile ?? [];
      if (status === 'shipped') {
        if (!v.certificateKind)
          issues.push({ path: ['certificateKind'], message: t('upd.certificateRequired') });
        if (!certificateNumber)
          issues.push({ path: ['certificateNumber'], message: t('upd.certificateRequired') });
        if (!certificateFile.length)
          issues.push({ path: ['certificateFile'], message: t('upd.certificateRequired') });
      }
      if (issues.length) return fail(issues);
      return {
        success: true,
        data: {
          status,
          date,
          remarks: String(v.remarks ?? '').trim(),
          attachments,
          certificateKind: String(v.certificateKind ?? ''),
          certificateNumber,
          certificateFile,
        },
      };
    },
  };
}

export interface UpdateStatusDialogProps {
  side: RepairViewSide;
  detail: RepairDetail;
  /** The statuses this side may set now (nextRepairStatuses for the side). */
  legal: readonly RepairStatus[];
  onClose: () => void;
}

export function UpdateStatusDialog({ side, detail, legal, onClose }: UpdateStatusDialogProps) {
  const { t } = useT(REPAIR_NS);
  const latest = useLatest(detail);
  const resource = useMemo(() => {
    const shipping = legal.includes('shipped');
    const fields = [
      'status',
      'date',
      'remarks',
      'attachments',
      ...(shipping ? (['certificateKind', 'certificateNumber', 'certificateFile'] as const) : []),
    ] as const;
    return defineResource({
      name: 'repair-progress',
      title: 'act.update',
      ns: REPAIR_NS,
      fields: {
        status: {
          kind: 'enum',
          label: 'upd.status',
          enum: 'repairStatus',
          options: legal,
          required: true,
        },
        date: { kind: 'date', label: 'upd.date', required: true },
        remarks: { kind: 'textarea', label: 'upd.remarks', maxLength: REPAIR_REMARKS_MAX },
        attachments: { kind: 'file', label: 'upd.attachments', multiple: true },
        certificateKind: {
          kind: 'enum',
          label: 'upd.certificateKind',
          enum: 'repairCertificate',
          options: REPAIR_CERTIFICATE_KINDS,
        },
        certificateNumber: { kind: 'text', label: 'upd.certificateNumber', maxLength: 40 },
        certificateFile: { kind: 'file', label: 'upd.certificateFile' },
      },
      save: {
        route:
          side === 'buyer'
            ? repairProgressApi.updateBuyerRepair
            : repairProgressApi.updateSupplierRepair,
        sections: [{ title: 'act.update', fields }],
        schema: updateSchema(legal, t),
        initialValues: () => ({
          status: legal.length === 1 ? legal[0] : '',
          date: todayIso(),
          remarks: '',
          attachments: [],
          certificateKind: '',
          certificateNumber: '',
          certificateFile: [],
        }),
        toInput: (v: UpdateValues) => {
          const file = v.certificateFile[0];
          return {
            id: latest.current.id,
            version: latest.current.version,
            status: v.status as RepairStatus,
            date: v.date,
            remarks: v.remarks,
            attachmentIds: v.attachments.map((f) => f.id),
            ...(v.status === 'shipped' && file
              ? {
                  certificate: {
                    kind: v.certificateKind as (typeof REPAIR_CERTIFICATE_KINDS)[number],
                    number: v.certificateNumber,
                    fileId: file.id,
                  },
                }
              : {}),
          };
        },
        submitLabel: 'upd.submit',
        successMessage: 'upd.done',
      },
    });
  }, [side, legal, latest, t]);
  return (
    <FormDialog title={t('act.update')} maxWidth={640} onClose={onClose}>
      <ResourceForm bare resource={resource} onCancel={onClose} onSaved={onClose} />
    </FormDialog>
  );
}

// ---- added cost (supplier) -------------------------------------------------------------------------

interface CostValues {
  description: string;
  amount: number | null;
  reason: string;
}

const costSchema = (t: TFunction): SchemaLike<CostValues> => ({
  safeParse(value: unknown) {
    const v = value as Partial<CostValues>;
    const issues: Issue[] = [];
    const description = String(v.description ?? '').trim();
    const reason = String(v.reason ?? '').trim();
    const amount = typeof v.amount === 'number' ? v.amount : Number(v.amount ?? NaN);
    if (!description) issues.push({ path: ['description'], message: t('addCost.required') });
    if (!reason) issues.push({ path: ['reason'], message: t('addCost.required') });
    if (!Number.isFinite(amount) || amount <= 0)
      issues.push({ path: ['amount'], message: t('addCost.amountPositive') });
    return issues.length ? fail(issues) : { success: true, data: { description, reason, amount } };
  },
});

export function AddCostDialog({ detail, onClose }: { detail: RepairDetail; onClose: () => void }) {
  const { t } = useT(REPAIR_NS);
  const latest = useLatest(detail);
  const currency = detail.currency;
  const resource = useMemo(
    () =>
      defineResource({
        name: 'repair-progress',
        title: 'act.addCost',
        ns: REPAIR_NS,
        fields: {
          description: {
            kind: 'text',
            label: 'addCost.description',
            required: true,
            maxLength: REPAIR_COST_TEXT_MAX,
          },
          amount: { kind: 'number', label: 'cost.amount', required: true, min: 0, step: 0.01 },
          reason: {
            kind: 'textarea',
            label: 'addCost.reason',
            required: true,
            maxLength: REPAIR_COST_TEXT_MAX,
          },
        },
        save: {
          route: repairProgressApi.addRepairCost,
          sections: [{ title: 'act.addCost', fields: ['description', 'amount', 'reason'] }],
          schema: costSchema(t),
          initialValues: () => ({ description: '', amount: null, reason: '' }),
          toInput: (v: CostValues) => ({
            id: latest.current.id,
            version: latest.current.version,
            description: v.description,
            amount: v.amount ?? 0,
            currency: currency as (typeof CURRENCIES)[number],
            reason: v.reason,
          }),
          submitLabel: 'addCost.submit',
          successMessage: 'addCost.done',
        },
      }),
    [latest, currency, t],
  );
  return (
    <FormDialog
      title={t('act.addCost')}
      intro={t('addCost.intro', { currency })}
      maxWidth={560}
      onClose={onClose}
    >
      <ResourceForm bare resource={resource} onCancel={onClose} onSaved={onClose} />
    </FormDialog>
  );
}

// ---- refusing a cost (buyer) -----------------------------------------------------------------------

interface RefuseValues {
  remark: string;
}

const refuseSchema = (t: TFunction): SchemaLike<RefuseValues> => ({
  safeParse(value: unknown) {
    const remark = String((value as Partial<RefuseValues>).remark ?? '').trim();
    return remark
      ? { success: true, data: { remark } }
      : fail([{ path: ['remark'], message: t('decide.remarkRequired') }]);
  },
});

export interface RefuseCostDialogProps {
  detail: RepairDetail;
  cost: RepairDetail['costs'][number];
  onClose: () => void;
}

export function RefuseCostDialog({ detail, cost, onClose }: RefuseCostDialogProps) {
  const { t } = useT(REPAIR_NS);
  const latest = useLatest(detail);
  const resource = useMemo(
    () =>
      defineResource({
        name: 'repair-progress',
        title: 'decide.refuseTitle',
        ns: REPAIR_NS,
        fields: {
          remark: {
            kind: 'textarea',
            label: 'decide.remark',
            required: true,
            maxLength: REPAIR_COST_TEXT_MAX,
          },
        },
        save: {
          route: repairProgressApi.decideRepairCost,
          sections: [{ title: 'decide.refuseTitle', fields: ['remark'] }],
          schema: refuseSchema(t),
          initialValues: () => ({ remark: '' }),
          toInput: (v: RefuseValues) => ({
            id: latest.current.id,
            version: latest.current.version,
            costId: cost.id,
            decision: 'refuse' as const,
            remark: v.remark,
          }),
          submitLabel: 'decide.submit',
          successMessage: 'decide.refused',
        },
      }),
    [latest, cost.id, t],
  );
  return (
    <FormDialog
      title={t('decide.refuseTitle')}
      intro={t('decide.refuseIntro', {
        description: cost.description,
        amount: formatMoney(cost.amount, cost.currency),
      })}
      maxWidth={560}
      danger
      onClose={onClose}
    >
      <ResourceForm bare resource={resource} onCancel={onClose} onSaved={onClose} />
    </FormDialog>
  );
}
