// Where the supplier's form starts: a new notice first picks one of the company's confirmed goods
// contracts (unless its contract's page chose it); then (and for an edit, at once) the contract's lines with what is still open load,
// and the form opens over them.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Select } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentDetail } from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { FormField } from '../../kit/form-field';
import { Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { NoticeForm } from './notice-form';
import { SHIPMENTS_KEY } from './shipment-detail';
import { SHIPMENTS_NS } from './shipments-text';

const wrapStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
};

/** Today in the user's calendar, as the date inputs take it. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** Confirmed contracts offered at once; more is a search, not a pick list. */
const CONTRACTS_SHOWN = 100;

export interface NoticeEditorProps {
  /** The planned notice to edit; none: a new notice. */
  notice?: ShipmentDetail;
  /** The contract of a new notice when already chosen (from its page): no pick list. */
  contractId?: string;
  onDone: (id: string) => void;
  onCancel: () => void;
}

function ContractLines({
  contractId,
  notice,
  onDone,
  onCancel,
  back,
}: NoticeEditorProps & { contractId: string; back: ReactNode }) {
  const query = useQuery({
    queryKey: [SHIPMENTS_KEY, 'lines', contractId],
    queryFn: ({ signal }) =>
      call(shipmentsApi.getShippableLines, { contractId }, { signal, toast: false }),
  });
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        back={back}
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const c = query.data.data;
  return (
    <div style={{ display: 'grid' }}>
      <div style={{ padding: `0 ${token('spacingHorizontalL')}` }}>{back}</div>
      <NoticeForm
        contractId={c.contractId}
        contractNumber={c.contractNumber}
        lines={c.lines}
        notice={notice}
        today={todayIso()}
        onDone={onDone}
        onCancel={onCancel}
      />
    </div>
  );
}

export function NoticeEditor(props: NoticeEditorProps) {
  const { notice, onCancel } = props;
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const [picked, setPicked] = useState('');
  const [contractId, setContractId] = useState(notice?.contractId ?? props.contractId ?? '');
  const back = <BackLink onBack={onCancel}>{t('form.back')}</BackLink>;
  const contracts = useQuery({
    queryKey: [SHIPMENTS_KEY, 'contracts'],
    queryFn: ({ signal }) =>
      call(
        shipmentsApi.listShippableContracts,
        { current: 1, size: CONTRACTS_SHOWN },
        { signal, toast: false },
      ),
    enabled: !contractId,
  });
  if (contractId) return <ContractLines {...props} contractId={contractId} back={back} />;
  if (contracts.isPending || contracts.isError) {
    return (
      <DetailPending
        back={back}
        loading={contracts.isPending}
        error={contracts.error}
        onRetry={() => void contracts.refetch()}
        style={wrapStyle}
      />
    );
  }
  const rows = contracts.data.data.records;
  return (
    <form
      part="detail"
      noValidate
      style={wrapStyle}
      onSubmit={(e) => {
        e.preventDefault();
        if (picked) setContractId(picked);
      }}
    >
      {back}
      <h2 style={{ margin: 0, fontSize: token('fontSizeBase500') }}>{t('form.pickTitle')}</h2>
      {rows.length ? (
        <FormField label={t('form.contract')} required>
          <Select value={picked} onChange={(_, d) => setPicked(d.value)}>
            <option value="">{t('form.pickContract')}</option>
            {rows.map((r) => (
              <option key={r.id} value={r.id}>
                {t('form.contractOption', { number: r.contractNumber, title: r.title })}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <p style={{ margin: 0 }}>{t('form.noContracts')}</p>
      )}
      <Row>
        <Button type="submit" appearance="primary" disabled={!picked}>
          {t('form.next')}
        </Button>
        <Button onClick={onCancel}>{t('cancel', { ns: 'common' })}</Button>
      </Row>
    </form>
  );
}
