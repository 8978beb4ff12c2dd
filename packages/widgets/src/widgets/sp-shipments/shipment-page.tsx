// One ship notice (docs/product-rules.md#ship-notices), opened from either side's list: the
// shipping info, lines with their dangerous-goods data, boxes with their chargeable weights, and
// the history; then the moves the caller's side may make (the server's `nextStates`). Each move is
// confirmed in a dialog and sent at the version shown; the server's refusal (a stale version's
// 409, a frozen company's 403) shows in the user's language and the page reloads.
import { Fragment, useState, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import { shipmentsApi, type ShipmentDetail, type ShipmentState } from '@portal/contract';
import { BackLink } from '../../kit/back-link';
import { token } from '../../kit/css-token';
import { DetailPending } from '../../kit/detail-pending';
import { InlineAlert, Row } from '../../kit/form-layout';
import { DetailSection } from '../../kit/resource';
import { useResourceDetail } from '../../kit/resource/use-resource-detail';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { MoveDialog } from './move-dialog';
import { PickupSection } from './pickup-section';
import { SHIPMENT_DETAIL, SHIPMENTS_KEY } from './shipment-detail';
import type { ShipmentViewSide } from './shipment-list';
import { SHIPMENTS_NS } from './shipments-text';

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

export interface ShipmentMovedDetail {
  id: string;
  state: ShipmentState;
}

export interface ShipmentPageProps {
  side: ShipmentViewSide;
  id: string;
  backHref?: string;
  onBack: () => void;
  onMoved?: (detail: ShipmentMovedDetail) => void;
  /** Under the moves: what the page adds for its side (the supplier's Edit). */
  children?: (notice: ShipmentDetail) => ReactNode;
}

function sendMove(side: ShipmentViewSide, n: ShipmentDetail, to: ShipmentState, remarks: string) {
  const input = { id: n.id, version: n.version, remarks };
  return side === 'buyer'
    ? call(shipmentsApi.markShipmentDelivered, input, { toast: false })
    : call(shipmentsApi.moveSupplierShipment, { ...input, state: to }, { toast: false });
}

export function ShipmentPage({ side, id, backHref, onBack, onMoved, children }: ShipmentPageProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const detail = useResourceDetail(SHIPMENT_DETAIL[side], id);
  const client = useQueryClient();
  const [moving, setMoving] = useState<ShipmentState | null>(null);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [dialogError, setDialogError] = useState('');
  const back = (
    <BackLink href={backHref} onBack={onBack}>
      {t('page.back')}
    </BackLink>
  );
  const { record } = detail;
  if (detail.loading || detail.error || !record) {
    return (
      <DetailPending
        back={back}
        loading={detail.loading}
        error={detail.error}
        onRetry={detail.refetch}
        style={wrapStyle}
      />
    );
  }
  const n: ShipmentDetail = record;

  const run = async (to: ShipmentState, remarks: string) => {
    setBusy(true);
    setAlert('');
    setDialogError('');
    try {
      const r = await sendMove(side, n, to, remarks);
      setMoving(null);
      toast.success(t(`done.${to}`, { number: n.noticeNumber }));
      onMoved?.({ id: n.id, state: r.data.state });
    } catch (e) {
      const message = e instanceof Error ? e.message : String(e);
      // A remark the server refused (400) can be fixed in the dialog; anything else (stale,
      // frozen, a move no longer allowed) closes it and shows above the reloaded notice.
      if (isApiError(e) && e.status === 400) setDialogError(message);
      else {
        setMoving(null);
        setAlert(message);
      }
    } finally {
      setBusy(false);
      void client.invalidateQueries({ queryKey: [SHIPMENTS_KEY] });
    }
  };

  return (
    <div part="detail" style={wrapStyle}>
      {back}
      <h2 style={titleStyle}>{t('page.title', { number: n.noticeNumber })}</h2>
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      {n.nextStates.length ? (
        <Row>
          {n.nextStates.map((to) => (
            <Button
              key={to}
              appearance={to === n.nextStates[0] ? 'primary' : 'secondary'}
              disabled={busy}
              onClick={() => {
                setDialogError('');
                setMoving(to);
              }}
            >
              {t(`act.${to}`)}
            </Button>
          ))}
        </Row>
      ) : (
        <InlineAlert intent="info">{t(`noMoves.${side}.${n.state}`)}</InlineAlert>
      )}
      {children?.(n)}
      {detail.sections.map((section, i) => (
        <Fragment key={section.title}>
          <DetailSection section={section} record={n} t={detail.t} ns={detail.ns} />
          {/* Pickup and handover follow the shipping info, before the lines. */}
          {i === 0 ? (
            <PickupSection
              notice={n}
              side={side}
              onSaved={() => void client.invalidateQueries({ queryKey: [SHIPMENTS_KEY] })}
            />
          ) : null}
        </Fragment>
      ))}
      {moving ? (
        <MoveDialog
          to={moving}
          noticeNumber={n.noticeNumber}
          busy={busy}
          error={dialogError}
          onSend={(remarks) => void run(moving, remarks)}
          onClose={() => setMoving(null)}
        />
      ) : null}
    </div>
  );
}
