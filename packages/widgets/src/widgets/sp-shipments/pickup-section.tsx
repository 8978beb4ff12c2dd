// The notice page's pickup and handover (docs/product-rules.md#ship-notices): where and when the
// forwarder collects, and who took the goods, when and how many pieces. The supplier arranges the
// pickup while the goods are at its site; either side records the collection until they arrive.
import { useId, useState, type CSSProperties } from 'react';
import { Button } from '@fluentui/react-components';
import type { ShipmentDetail } from '@portal/contract';
import { token } from '../../kit/css-token';
import { Row } from '../../kit/form-layout';
import { formatDateTime, formatNumber } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { HandoverDialog, PickupDialog } from './pickup-dialogs';
import type { ShipmentViewSide } from './shipment-list';
import { SHIPMENTS_NS } from './shipments-text';

const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const listStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: token('spacingVerticalS'),
  margin: 0,
};
const termStyle: CSSProperties = { color: token('colorNeutralForeground3') };

function Terms({ items }: { items: [string, string][] }) {
  return (
    <dl style={listStyle}>
      {items.map(([term, value]) => (
        <div key={term}>
          <dt style={termStyle}>{term}</dt>
          <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}>{value || '—'}</dd>
        </div>
      ))}
    </dl>
  );
}

export interface PickupSectionProps {
  notice: ShipmentDetail;
  side: ShipmentViewSide;
  /** After a write: the page reloads the notice. */
  onSaved: () => void;
}

export function PickupSection({ notice: n, side, onSaved }: PickupSectionProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const headingId = useId();
  const [open, setOpen] = useState<'pickup' | 'handover' | null>(null);
  const done = () => {
    setOpen(null);
    onSaved();
  };
  const p = n.pickup;
  const h = n.handover;
  return (
    <section
      aria-labelledby={headingId}
      style={{ display: 'grid', gap: token('spacingVerticalM') }}
    >
      <h3 id={headingId} style={headingStyle}>
        {t('pickup.heading')}
      </h3>
      {p ? (
        <Terms
          items={[
            [t('pickup.address'), p.address],
            [t('pickup.contact'), p.contact],
            [t('pickup.phone'), p.phone],
            [t('pickup.readyAt'), formatDateTime(p.readyAt)],
            [t('pickup.openingHours'), p.openingHours],
          ]}
        />
      ) : (
        <p style={{ margin: 0 }}>{t('pickup.none')}</p>
      )}
      {h ? (
        <Terms
          items={[
            [t('handover.collectedBy'), h.collectedBy],
            [t('handover.collectedAt'), formatDateTime(h.collectedAt)],
            [t('handover.pieces'), formatNumber(h.pieces)],
            [t('handover.remarks'), h.remarks],
            [t('handover.recordedBy'), t(`handover.by.${h.recordedSide}`, { name: h.recordedBy })],
          ]}
        />
      ) : (
        <p style={{ margin: 0 }}>{t('handover.none')}</p>
      )}
      {n.pickupEditable || n.handoverEditable ? (
        <Row>
          {n.pickupEditable ? (
            <Button onClick={() => setOpen('pickup')}>
              {t(p ? 'pickup.change' : 'pickup.arrange')}
            </Button>
          ) : null}
          {n.handoverEditable ? (
            <Button onClick={() => setOpen('handover')}>
              {t(h ? 'handover.correct' : 'handover.record')}
            </Button>
          ) : null}
        </Row>
      ) : null}
      {open === 'pickup' ? (
        <PickupDialog notice={n} onDone={done} onClose={() => setOpen(null)} />
      ) : null}
      {open === 'handover' ? (
        <HandoverDialog notice={n} side={side} onDone={done} onClose={() => setOpen(null)} />
      ) : null}
    </section>
  );
}
