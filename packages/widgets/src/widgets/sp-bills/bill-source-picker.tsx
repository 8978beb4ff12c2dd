// The first step of a new bill (docs/decisions/2026-11-28-bill-sources.md): the kind — only those
// the company bills (a carrier freight, others goods and repair) — and what of that kind may be
// billed now, from the bills' own pick list (delivered and not yet billed), searched by number.
import { useState, type ReactNode } from 'react';
import { Button, Input, Radio, RadioGroup, Select } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { billsApi, type BillKind, type BillSourceRow } from '@portal/contract';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { FormField } from '../../kit/form-field';
import { Row } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { formatMoney } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { headingStyle, wrapStyle } from './bill-styles';
import { BILLS_KEY, BILLS_NS } from './bills-text';

/** Offered at once; more is a search, not a pick list. */
const SOURCES_SHOWN = 100;

export interface BillSourcePickerProps {
  back: ReactNode;
  onPick: (source: BillSourceRow) => void;
  onCancel: () => void;
}

function Sources({ kind, onPick, onCancel }: { kind: BillKind } & BillSourcePickerProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [picked, setPicked] = useState('');
  const query = useQuery({
    queryKey: [BILLS_KEY, 'sources', kind, q],
    queryFn: ({ signal }) =>
      call(
        billsApi.listBillSources,
        { kind, q: q || undefined, current: 1, size: SOURCES_SHOWN },
        { signal, toast: false },
      ),
  });
  const rows = query.data?.data.records ?? [];
  const chosen = rows.find((r) => r.id === picked);
  return (
    <>
      <Row>
        <FormField label={t('new.search')}>
          <Input
            value={search}
            maxLength={60}
            onChange={(_, d) => setSearch(d.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                setQ(search.trim());
              }
            }}
          />
        </FormField>
        <Button style={{ alignSelf: 'end' }} onClick={() => setQ(search.trim())}>
          {t('new.searchButton')}
        </Button>
      </Row>
      {query.isPending || query.isError ? (
        <DetailPending
          loading={query.isPending}
          error={query.error}
          onRetry={() => void query.refetch()}
          style={{ display: 'grid' }}
        />
      ) : rows.length ? (
        <FormField label={t(`new.source.${kind}`)} required>
          <Select value={picked} onChange={(_, d) => setPicked(d.value)}>
            <option value="">{t('new.pickSource')}</option>
            {rows.map((r) => (
              <option key={r.id} value={r.id}>
                {r.amount === null
                  ? t('new.sourceOption', { number: r.number, title: r.title })
                  : t('new.sourceOptionAmount', {
                      number: r.number,
                      title: r.title,
                      amount: formatMoney(r.amount, r.currency),
                    })}
              </option>
            ))}
          </Select>
        </FormField>
      ) : (
        <p style={{ margin: 0 }}>{t(q ? 'new.noMatch' : `new.none.${kind}`)}</p>
      )}
      <Row>
        <Button
          appearance="primary"
          disabled={!chosen}
          onClick={() => {
            if (chosen) onPick(chosen);
          }}
        >
          {t('new.next')}
        </Button>
        <Button onClick={onCancel}>{t('cancel', { ns: 'common' })}</Button>
      </Row>
    </>
  );
}

export function BillSourcePicker(props: BillSourcePickerProps) {
  const { t } = useT([BILLS_NS, 'common']);
  const [kind, setKind] = useState<BillKind | null>(null);
  const kinds = useQuery({
    queryKey: [BILLS_KEY, 'kinds'],
    queryFn: ({ signal }) => call(billsApi.getBillKinds, {}, { signal, toast: false }),
  });
  if (kinds.isPending || kinds.isError) {
    return (
      <DetailPending
        back={props.back}
        loading={kinds.isPending}
        error={kinds.error}
        onRetry={() => void kinds.refetch()}
        style={wrapStyle}
      />
    );
  }
  const offered = kinds.data.data.kinds;
  const current = kind ?? offered[0] ?? null;
  return (
    <div part="detail" style={wrapStyle}>
      {props.back}
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>{t('new.pickTitle')}</h2>
      {offered.length > 1 ? (
        <FormField label={t('new.kind')}>
          <RadioGroup
            layout="horizontal"
            value={current ?? ''}
            onChange={(_, d) => setKind(d.value as BillKind)}
          >
            {offered.map((k) => (
              <Radio key={k} value={k} label={t(`enum.billKind.${k}`)} />
            ))}
          </RadioGroup>
        </FormField>
      ) : null}
      {current ? <Sources key={current} kind={current} {...props} /> : null}
    </div>
  );
}
