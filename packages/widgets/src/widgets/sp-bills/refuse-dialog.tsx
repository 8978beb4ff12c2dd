// The finance review's refusal: the reason is required (the supplier reads it to correct the bill)
// and at most BILL_REASON_MAX characters, checked before sending as the server does.
import { useState } from 'react';
import { Button, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { BILL_REASON_MAX, billsApi, type BillDetail } from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BILLS_KEY, BILLS_NS } from './bills-text';

export function RefuseDialog({ bill, onClose }: { bill: BillDetail; onClose: () => void }) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const [reason, setReason] = useState('');
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const missing = tried && !reason.trim();

  const send = async () => {
    setTried(true);
    setAlert('');
    if (!reason.trim()) return;
    setBusy(true);
    try {
      await call(
        billsApi.refuseBill,
        { id: bill.id, version: bill.version, reason: reason.trim() },
        { toast: false },
      );
      toast.success(t('bill.refused', { ns: 'contract' }));
      void client.invalidateQueries({ queryKey: [BILLS_KEY] });
      onClose();
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={t('review.refuseTitle', { number: bill.number })}
      intro={t('review.refuseIntro', {
        supplier: bill.supplierName,
        amount: formatMoney(bill.amount, bill.currency),
      })}
      maxWidth={560}
      danger
      onClose={onClose}
    >
      <form
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <FormField
          label={t('review.reason')}
          required
          error={missing ? 'bill.reasonRequired' : undefined}
        >
          <Textarea
            value={reason}
            maxLength={BILL_REASON_MAX}
            onChange={(_, d) => setReason(d.value)}
          />
        </FormField>
        {alert ? <InlineAlert>{alert}</InlineAlert> : null}
        <Row>
          <Button type="submit" appearance="primary" disabled={busy}>
            {t('review.refuse')}
          </Button>
          <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
        </Row>
      </form>
    </FormDialog>
  );
}
