// The buyer's refusal and closing, asked in the kit's form dialog with a remark: required for a
// refusal (the supplier must learn why), optional for closing, which is destructive (an alert
// dialog with a red button, docs/decisions/2026-11-27-contract-buyer-review.md).
import { useId, useState } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { ANSWER_REASON_MAX } from '@portal/contract';
import { dangerButtonStyle } from '../../kit/danger-style';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { useT } from '../../runtime/i18n';
import { CONTRACT_REVIEW_NS } from './contract-review-text';

export type RemarkMove = 'refuseChange' | 'close';

export interface DecisionDialogProps {
  move: RemarkMove;
  contractNumber: string;
  busy: boolean;
  /** The server's refusal, already in the user's language. */
  error: string;
  onSend: (remark: string) => void;
  onClose: () => void;
}

export function DecisionDialog(props: DecisionDialogProps) {
  const { move, contractNumber, busy, error, onSend, onClose } = props;
  const { t } = useT(CONTRACT_REVIEW_NS);
  const id = useId();
  const [remark, setRemark] = useState('');
  const [tried, setTried] = useState(false);
  const key = move === 'refuseChange' ? 'refuse' : 'close';
  const required = move === 'refuseChange';
  const missing = required && !remark.trim();
  const send = () => {
    setTried(true);
    if (!missing) onSend(remark.trim());
  };
  return (
    <FormDialog
      title={t(`${key}.title`, { number: contractNumber })}
      intro={t(`${key}.intro`)}
      maxWidth={560}
      danger={move === 'close'}
      onClose={onClose}
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          send();
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <FormField
          label={t(`${key}.remark`)}
          required={required}
          error={tried && missing ? 'order.reasonRequired' : null}
        >
          <Textarea
            value={remark}
            maxLength={ANSWER_REASON_MAX}
            onChange={(_, d) => setRemark(d.value)}
          />
        </FormField>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        <Row>
          <Button
            type="submit"
            appearance="primary"
            disabled={busy}
            style={move === 'close' ? dangerButtonStyle : undefined}
          >
            {t(`${key}.send`)}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel')}
          </Button>
        </Row>
      </form>
    </FormDialog>
  );
}
