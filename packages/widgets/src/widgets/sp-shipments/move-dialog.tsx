// A ship notice's state move, asked in the kit's form dialog before it is sent: no move can be
// taken back (docs/decisions/2026-11-27-ship-notice-states.md), so the dialog is the confirmation.
// A remark is optional (what happened for an exception, who signed for a delivery). Delivered is
// final and exception alarms the buyer: both are alert dialogs with a red button.
import { useId, useState } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { SHIPMENT_REMARKS_MAX, type ShipmentState } from '@portal/contract';
import { dangerButtonStyle } from '../../kit/danger-style';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { useT } from '../../runtime/i18n';
import { SHIPMENTS_NS } from './shipments-text';

export interface MoveDialogProps {
  to: ShipmentState;
  noticeNumber: string;
  busy: boolean;
  /** The server's refusal, already in the user's language. */
  error: string;
  onSend: (remarks: string) => void;
  onClose: () => void;
}

export function MoveDialog({ to, noticeNumber, busy, error, onSend, onClose }: MoveDialogProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const id = useId();
  const [remarks, setRemarks] = useState('');
  const danger = to === 'delivered' || to === 'exception';
  return (
    <FormDialog
      title={t(`move.${to}.title`, { number: noticeNumber })}
      intro={t(`move.${to}.intro`)}
      maxWidth={560}
      danger={danger}
      onClose={onClose}
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend(remarks.trim());
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <FormField label={t('move.remarks')}>
          <Textarea
            value={remarks}
            maxLength={SHIPMENT_REMARKS_MAX}
            onChange={(_, d) => setRemarks(d.value)}
          />
        </FormField>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        {/* Cancel, then the primary action last (docs/decisions/2026-11-26-dialog-button-order.md). */}
        <Row end>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel', { ns: 'common' })}
          </Button>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            style={danger ? dangerButtonStyle : undefined}
          >
            {t(`act.${to}`)}
          </Button>
        </Row>
      </form>
    </FormDialog>
  );
}
