// The finance review's matching tolerances (docs/decisions/2026-11-28-bills.md): quantity and price
// in percent, 0 to BILL_TOLERANCE_MAX_PCT, version-checked; bills written afterwards are matched with
// them. Checked before sending as the server does.
import { useState } from 'react';
import { Button, Input } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BILL_TOLERANCE_MAX_PCT, billsApi } from '@portal/contract';
import { DetailPending } from '../../kit/detail-pending';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BILLS_KEY, BILLS_NS } from './bills-text';

type Pcts = { quantityPct: string; pricePct: string };

/** A percentage the server takes: a number from 0 to the maximum, at most two decimals. */
function parsePct(v: string): number | null {
  if (!/^\d+(\.\d{1,2})?$/.test(v.trim())) return null;
  const n = Number(v.trim());
  return n <= BILL_TOLERANCE_MAX_PCT ? n : null;
}

function ToleranceForm({
  initial,
  version,
  onClose,
}: {
  initial: Pcts;
  version: number;
  onClose: () => void;
}) {
  const { t } = useT([BILLS_NS, 'common']);
  const client = useQueryClient();
  const [v, setV] = useState(initial);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const bad = (k: keyof Pcts) =>
    tried && parsePct(v[k]) === null ? t('tol.range', { max: BILL_TOLERANCE_MAX_PCT }) : undefined;

  const send = async () => {
    setTried(true);
    setAlert('');
    const quantityPct = parsePct(v.quantityPct);
    const pricePct = parsePct(v.pricePct);
    if (quantityPct === null || pricePct === null) return;
    setBusy(true);
    try {
      await call(billsApi.setBillTolerance, { quantityPct, pricePct, version }, { toast: false });
      toast.success(t('bill.toleranceSaved', { ns: 'contract' }));
      void client.invalidateQueries({ queryKey: [BILLS_KEY] });
      onClose();
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      noValidate
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <FormField label={t('tol.quantity')} required error={bad('quantityPct')}>
        <Input
          inputMode="decimal"
          value={v.quantityPct}
          contentAfter="%"
          onChange={(_, d) => setV({ ...v, quantityPct: d.value })}
        />
      </FormField>
      <FormField label={t('tol.price')} required error={bad('pricePct')}>
        <Input
          inputMode="decimal"
          value={v.pricePct}
          contentAfter="%"
          onChange={(_, d) => setV({ ...v, pricePct: d.value })}
        />
      </FormField>
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      <Row>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t('tol.save')}
        </Button>
        <Button onClick={onClose}>{t('cancel', { ns: 'common' })}</Button>
      </Row>
    </form>
  );
}

export function ToleranceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useT(BILLS_NS);
  const query = useQuery({
    queryKey: [BILLS_KEY, 'tolerance'],
    queryFn: ({ signal }) => call(billsApi.getBillTolerance, {}, { signal, toast: false }),
  });
  return (
    <FormDialog title={t('tol.title')} intro={t('tol.intro')} maxWidth={480} onClose={onClose}>
      {query.isPending || query.isError ? (
        <DetailPending
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          style={{}}
        />
      ) : (
        <ToleranceForm
          initial={{
            quantityPct: String(query.data.data.quantityPct),
            pricePct: String(query.data.data.pricePct),
          }}
          version={query.data.data.version}
          onClose={onClose}
        />
      )}
    </FormDialog>
  );
}
