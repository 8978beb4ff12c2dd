// The approval page's buttons: the audit steps this user may take on this supplier now and the
// freezes it may set or lift, as the server listed them (it checks again on every call), and a note
// while the supplier waits for OA, QAUDIT or the ERP.
import { useState } from 'react';
import { Button } from '@fluentui/react-components';
import type { AuditDetail } from '@portal/contract';
import { token } from '../../kit/css-token';
import { InlineAlert, Row } from '../../kit/form-layout';
import { useT } from '../../runtime/i18n';
import { ActionDialog, type ApprovalStep, type BuyerAuditAction } from './action-dialog';
import { SUPPLIER_APPROVAL_NS } from './approval-resource';

export interface AuditToolbarProps {
  supplier: AuditDetail;
  onChanged: (detail: AuditDetail) => void;
}

/** Refusals second: the step forward is the primary button. */
const ORDER: BuyerAuditAction[] = ['submitOA', 'submitQAUDIT', 'sync', 'return', 'reject'];

export function AuditToolbar({ supplier, onChanged }: AuditToolbarProps) {
  const { t } = useT(SUPPLIER_APPROVAL_NS);
  const [step, setStep] = useState<ApprovalStep | null>(null);
  const actions = ORDER.filter((a) => (supplier.actions as string[]).includes(a));
  const nothing =
    actions.length === 0 && supplier.canFreeze.length === 0 && supplier.canUnfreeze.length === 0;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: token('spacingVerticalS') }}>
      {supplier.waitingFor ? (
        <InlineAlert intent="info">
          {t('waitingNote', { system: t(`waiting.${supplier.waitingFor}`) })}
        </InlineAlert>
      ) : null}
      <Row>
        {actions.map((action, i) => (
          <Button
            key={action}
            appearance={
              i === 0 && action !== 'return' && action !== 'reject' ? 'primary' : 'secondary'
            }
            onClick={() => setStep({ kind: 'audit', action })}
          >
            {t(`act.${action}`)}
          </Button>
        ))}
        {supplier.canFreeze.map((kind) => (
          <Button key={`f-${kind}`} onClick={() => setStep({ kind: 'freeze', freeze: kind })}>
            {t('act.freeze', { kind: t(`enum.freezeKind.${kind}`) })}
          </Button>
        ))}
        {supplier.canUnfreeze.map((kind) => (
          <Button key={`u-${kind}`} onClick={() => setStep({ kind: 'unfreeze', freeze: kind })}>
            {t('act.unfreeze', { kind: t(`enum.freezeKind.${kind}`) })}
          </Button>
        ))}
        {nothing && !supplier.waitingFor ? <span>{t('noActions')}</span> : null}
      </Row>
      {step ? (
        <ActionDialog
          step={step}
          supplier={supplier}
          onClose={() => setStep(null)}
          onDone={(detail) => {
            setStep(null);
            onChanged(detail);
          }}
        />
      ) : null}
    </div>
  );
}
