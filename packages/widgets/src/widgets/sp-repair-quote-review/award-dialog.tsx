// The award's confirmation: which repair shop, at what total estimate, how many repair contracts
// (one per unit the shop quoted), and an optional remark. The award issues the contracts and
// closes the inquiry, so it is asked in a dialog of its own rather than on a click
// (docs/decisions/2026-11-27-repair-quote-review.md).
import { useId, useState } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { useT } from '../../runtime/i18n';
import { REPAIR_QUOTE_REVIEW_NS } from './repair-quote-review-text';

/** The remark's limit, as the award call takes it (api/repair-quotes.ts). */
const REMARK_MAX = 500;

export interface AwardDialogProps {
  supplierName: string;
  inquiryNumber: string;
  /** The quote's total estimate, already formatted in the comparison currency. */
  total: string;
  /** How many units the quote prices: the award issues a repair contract for each. */
  units: number;
  busy: boolean;
  /** The server's refusal the remark can fix, already in the user's language. */
  error: string;
  onSend: (remark: string) => void;
  onClose: () => void;
}

export function AwardDialog(props: AwardDialogProps) {
  const { supplierName, inquiryNumber, total, units, busy, error, onSend, onClose } = props;
  const { t } = useT(REPAIR_QUOTE_REVIEW_NS);
  const id = useId();
  const [remark, setRemark] = useState('');
  return (
    <FormDialog
      title={t('award.title', { name: supplierName })}
      intro={t('award.intro', { name: supplierName, number: inquiryNumber, total, count: units })}
      maxWidth={560}
      onClose={onClose}
    >
      <form
        id={id}
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSend(remark.trim());
        }}
        style={{ display: 'grid', gap: 12 }}
      >
        <FormField label={t('award.remark')}>
          <Textarea value={remark} maxLength={REMARK_MAX} onChange={(_, d) => setRemark(d.value)} />
        </FormField>
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        <Row>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('award.send')}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('award.cancel')}
          </Button>
        </Row>
      </form>
    </FormDialog>
  );
}
