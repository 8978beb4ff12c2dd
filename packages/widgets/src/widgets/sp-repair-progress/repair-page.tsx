// One repair (the page of a list row, ?id=): the header (contract, part, serial, fault, aircraft,
// TSN/CSN/TSO/CSO, required return date, quoted turnaround, amount with approved costs), the
// timeline of updates with the days of each stage, the added costs, and this side's actions: the
// statuses nextRepairStatuses lets it set, the supplier's Add cost, the buyer's Approve / Refuse.
import { useState, type CSSProperties, type ReactNode } from 'react';
import { Button, Link } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  nextRepairStatuses,
  repairFinished,
  repairProgressApi,
  type RepairDetail,
} from '@portal/contract';
import { useConfirm } from '../../kit/confirm-context';
import { token } from '../../kit/css-token';
import { downloadOnClick, downloadUrl } from '../../kit/download-url';
import { InlineAlert, Row } from '../../kit/form-layout';
import { DetailPending } from '../../kit/detail-pending';
import { StatusBadge } from '../../kit/status-badge';
import { REPAIR_COST_STATE_COLORS, REPAIR_STATUS_COLORS } from '../../kit/status-colors';
import { call } from '../../runtime/http';
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../runtime/format';
import { useT, type TFunction } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { AddCostDialog, RefuseCostDialog, UpdateStatusDialog } from './repair-dialogs';
import type { RepairViewSide } from './repair-fields';
import { OverdueFlag, turnaroundText } from './repair-list';
import { REPAIR_NS } from './repair-progress-text';

const wrapStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
const titleStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
};
const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const termsStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${token('spacingVerticalS')} ${token('spacingHorizontalL')}`,
  margin: 0,
};
const termLabel: CSSProperties = { color: token('colorNeutralForeground3') };
const tableStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%' };
const cellStyle: CSSProperties = {
  textAlign: 'start',
  verticalAlign: 'top',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
  borderBottom: `1px solid ${token('colorNeutralStroke2')}`,
};

const dash = (v: ReactNode) => (v === null || v === undefined || v === '' ? '—' : v);
const num = (v: number | null) => (v === null ? '—' : formatNumber(v));

export const repairQueryKey = (side: RepairViewSide, id: string) =>
  ['repair-progress', 'record', side, id] as const;

function Terms({ items }: { items: [string, ReactNode][] }) {
  return (
    <dl style={termsStyle}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt style={termLabel}>{label}</dt>
          <dd style={{ margin: 0 }}>{dash(value)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Header({ d, t }: { d: RepairDetail; t: TFunction }) {
  const r = d.repair;
  return (
    <section aria-label={t('page.header')}>
      <Terms
        items={[
          [t('f.contractNumber'), d.contractNumber],
          [t('f.title'), d.title],
          [t('f.supplierName'), d.supplierName],
          [t('f.serialNumber'), r.serialNumber || d.serialNumber],
          [t('f.reportedFault'), r.reportedFault],
          [t('f.aircraftRegistration'), r.aircraftRegistration],
          [t('f.tsn'), num(r.tsn)],
          [t('f.csn'), num(r.csn)],
          [t('f.tso'), num(r.tso)],
          [t('f.cso'), num(r.cso)],
          [t('f.requiredReturnDate'), d.requiredReturnDate ? formatDate(d.requiredReturnDate) : ''],
          [t('f.quotedTurnaroundDays'), num(d.quotedTurnaroundDays)],
          [t('f.turnaround'), turnaroundText(d, t)],
          [t('f.daysInStage'), formatNumber(d.daysInStage)],
          [t('f.overdue'), <OverdueFlag key="o" overdue={d.overdue} t={t} />],
          [t('f.contractAmount'), formatMoney(d.contractAmount, d.currency)],
          [t('f.approvedCosts'), formatMoney(d.approvedCosts, d.currency)],
          [t('f.totalAmount'), formatMoney(d.totalAmount, d.currency)],
        ]}
      />
    </section>
  );
}

function FileLink({ id, name }: { id: string; name: string }) {
  return (
    <Link href={downloadUrl(id)} onClick={downloadOnClick(id)}>
      {name}
    </Link>
  );
}

function Timeline({ d, t }: { d: RepairDetail; t: TFunction }) {
  if (!d.timeline.length) return <p style={{ margin: 0 }}>{t('page.timelineEmpty')}</p>;
  const heads = ['date', 'status', 'days', 'remarks', 'attachments', 'certificate', 'by', 'side'];
  return (
    <table style={tableStyle} aria-label={t('page.timeline')}>
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" style={cellStyle}>
              {t(`tl.${h}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {d.timeline.map((u, i) => (
          <tr key={u.id}>
            <td style={cellStyle}>{formatDate(u.date)}</td>
            <td style={cellStyle}>
              <StatusBadge
                value={u.status}
                enum="repairStatus"
                ns={REPAIR_NS}
                colors={REPAIR_STATUS_COLORS}
              />
            </td>
            <td style={cellStyle}>{d.stages[i] ? formatNumber(d.stages[i].days) : '—'}</td>
            <td style={{ ...cellStyle, whiteSpace: 'pre-wrap' }}>{dash(u.remarks)}</td>
            <td style={cellStyle}>
              {u.attachments.length
                ? u.attachments.map((f) => (
                    <div key={f.id}>
                      <FileLink id={f.id} name={f.name} />
                    </div>
                  ))
                : '—'}
            </td>
            <td style={cellStyle}>
              {u.certificate ? (
                <>
                  <div>
                    {t('tl.certificateText', {
                      kind: t(`enum.repairCertificate.${u.certificate.kind}`),
                      number: u.certificate.number,
                    })}
                  </div>
                  <FileLink id={u.certificate.file.id} name={u.certificate.file.name} />
                </>
              ) : (
                '—'
              )}
            </td>
            <td style={cellStyle}>
              {dash(u.byName)}
              <div style={termLabel}>{formatDateTime(u.at)}</div>
            </td>
            <td style={cellStyle}>{t(`enum.repairSide.${u.side}`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Cost = RepairDetail['costs'][number];

function Costs({
  d,
  t,
  side,
  onApprove,
  onRefuse,
}: {
  d: RepairDetail;
  t: TFunction;
  side: RepairViewSide;
  onApprove: (c: Cost) => void;
  onRefuse: (c: Cost) => void;
}) {
  if (!d.costs.length) return <p style={{ margin: 0 }}>{t('page.costsEmpty')}</p>;
  const heads = ['description', 'amount', 'reason', 'state', 'remark', 'by'];
  const decides = side === 'buyer' && d.costs.some((c) => c.state === 'pending');
  return (
    <table style={tableStyle} aria-label={t('page.costs')}>
      <thead>
        <tr>
          {heads.map((h) => (
            <th key={h} scope="col" style={cellStyle}>
              {t(`cost.${h}`)}
            </th>
          ))}
          {decides ? (
            <th scope="col" style={cellStyle}>
              {t('cost.actions')}
            </th>
          ) : null}
        </tr>
      </thead>
      <tbody>
        {d.costs.map((c) => (
          <tr key={c.id}>
            <td style={cellStyle}>{c.description}</td>
            <td style={cellStyle}>{formatMoney(c.amount, c.currency)}</td>
            <td style={cellStyle}>{dash(c.reason)}</td>
            <td style={cellStyle}>
              <StatusBadge
                value={c.state}
                enum="repairCostState"
                ns={REPAIR_NS}
                colors={REPAIR_COST_STATE_COLORS}
              />
            </td>
            <td style={cellStyle}>{dash(c.remark)}</td>
            <td style={cellStyle}>{dash(c.createdByName)}</td>
            {decides ? (
              <td style={cellStyle}>
                {c.state === 'pending' ? (
                  <Row>
                    <Button size="small" appearance="primary" onClick={() => onApprove(c)}>
                      {t('act.approve')}
                    </Button>
                    <Button size="small" onClick={() => onRefuse(c)}>
                      {t('act.refuse')}
                    </Button>
                  </Row>
                ) : null}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

type Open = { kind: 'update' } | { kind: 'addCost' } | { kind: 'refuse'; cost: Cost } | null;

export interface RepairPageProps {
  side: RepairViewSide;
  repairId: string;
  /** Open the Add cost dialog once the repair is loaded (/sup/statusUpdate/addCost). */
  openAddCost?: boolean;
}

export function RepairPage({ side, repairId, openAddCost }: RepairPageProps) {
  const { t } = useT([REPAIR_NS, 'common']);
  const client = useQueryClient();
  const confirm = useConfirm();
  const [open, setOpen] = useState<Open>(
    openAddCost && side === 'supplier' ? { kind: 'addCost' } : null,
  );
  const query = useQuery({
    queryKey: repairQueryKey(side, repairId),
    queryFn: ({ signal }) =>
      call(
        side === 'buyer' ? repairProgressApi.getBuyerRepair : repairProgressApi.getSupplierRepair,
        { id: repairId },
        { signal, toast: false },
      ),
  });
  if (query.isPending || query.isError) {
    return (
      <DetailPending
        loading={query.isPending}
        error={query.error}
        onRetry={() => void query.refetch()}
        style={wrapStyle}
      />
    );
  }
  const d = query.data.data;
  const legal = nextRepairStatuses(d.status, d.phase, side);
  const finished = repairFinished(d.status, d.phase);
  const close = () => setOpen(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['repair-progress'] });
  const approve = async (c: Cost) => {
    const amount = formatMoney(c.amount, c.currency);
    const ok = await confirm({
      title: t('decide.approveTitle'),
      body: t('decide.approveText', { description: c.description, amount }),
      confirmLabel: t('act.approve'),
    });
    if (!ok) return;
    try {
      await call(repairProgressApi.decideRepairCost, {
        id: d.id,
        version: d.version,
        costId: c.id,
        decision: 'approve',
        remark: '',
      });
      toast.success(t('decide.approved'));
    } catch {
      // The http client has toasted the server's message (in the user's language).
    } finally {
      void refresh();
    }
  };
  return (
    <div part="detail" style={wrapStyle}>
      <h2 style={titleStyle}>{t('page.title', { number: d.contractNumber, title: d.title })}</h2>
      <Row>
        <StatusBadge
          value={d.status}
          enum="repairStatus"
          ns={REPAIR_NS}
          colors={REPAIR_STATUS_COLORS}
          size="large"
        />
        {legal.length ? (
          <Button appearance="primary" onClick={() => setOpen({ kind: 'update' })}>
            {t('act.update')}
          </Button>
        ) : null}
        {side === 'supplier' && d.phase === 'workshop' && !finished ? (
          <Button onClick={() => setOpen({ kind: 'addCost' })}>{t('act.addCost')}</Button>
        ) : null}
      </Row>
      {finished ? (
        <InlineAlert intent="info">{t('page.finished')}</InlineAlert>
      ) : legal.length ? null : (
        <InlineAlert intent="info">{t('page.noMove')}</InlineAlert>
      )}
      <Header d={d} t={t} />
      <section style={wrapStyle}>
        <h3 style={headingStyle}>{t('page.timeline')}</h3>
        <Timeline d={d} t={t} />
      </section>
      <section style={wrapStyle}>
        <h3 style={headingStyle}>{t('page.costs')}</h3>
        <Costs
          d={d}
          t={t}
          side={side}
          onApprove={(c) => void approve(c)}
          onRefuse={(c) => setOpen({ kind: 'refuse', cost: c })}
        />
      </section>
      {open?.kind === 'update' ? (
        <UpdateStatusDialog side={side} detail={d} legal={legal} onClose={close} />
      ) : null}
      {open?.kind === 'addCost' ? <AddCostDialog detail={d} onClose={close} /> : null}
      {open?.kind === 'refuse' ? (
        <RefuseCostDialog detail={d} cost={open.cost} onClose={close} />
      ) : null}
    </div>
  );
}
