// The pickup and handover forms of a ship notice, each in the kit's form dialog: the supplier's
// pickup (address, contact, phone, ready time, opening hours) and the collection either side
// records (who took it, when, pieces). Sent at the notice's version; the server's refusal shows in
// the dialog, at its field when it names one.
import { useId, useState, type ReactNode } from 'react';
import { Button, Input, Textarea } from '@fluentui/react-components';
import {
  HANDOVER_PIECES_MAX,
  PICKUP_HOURS_MAX,
  PICKUP_NAME_MAX,
  PICKUP_PHONE,
  SHIPMENT_REMARKS_MAX,
  SHIPMENT_TEXT_MAX,
  shipmentsApi,
  type ShipmentDetail,
} from '@portal/contract';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import type { ShipmentViewSide } from './shipment-list';
import { SHIPMENTS_NS } from './shipments-text';

/** `2026-12-01T09:00` in the user's time zone, as a datetime-local input shows an instant. */
export function localInput(iso: string | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
/** The instant a datetime-local value names, with its offset; undefined when it is no time. */
const instant = (local: string) => {
  const d = new Date(local);
  return local && !Number.isNaN(d.getTime()) ? d.toISOString() : undefined;
};

type Errors = Record<string, string>;

interface DialogFrameProps {
  title: string;
  busy: boolean;
  error: string;
  submit: string;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}

function DialogFrame({
  title,
  busy,
  error,
  submit,
  onSubmit,
  onClose,
  children,
}: DialogFrameProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const id = useId();
  return (
    <FormDialog title={title} maxWidth={560} onClose={onClose}>
      <form
        id={id}
        noValidate
        style={{ display: 'grid', gap: 12 }}
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        {children}
        {error ? <InlineAlert>{error}</InlineAlert> : null}
        <Row>
          <Button type="submit" appearance="primary" disabled={busy}>
            {submit}
          </Button>
          <Button onClick={onClose} disabled={busy}>
            {t('cancel', { ns: 'common' })}
          </Button>
        </Row>
      </form>
    </FormDialog>
  );
}

/** Sends one write; a 400's fields land on their inputs (`pickup.phone` → `phone`). */
function useSend(onDone: () => void) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const [fields, setFields] = useState<Errors>({});
  const send = async (run: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setError('');
    setFields({});
    try {
      await run();
      toast.success(done);
      onDone();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      if (isApiError(e)) {
        const next: Errors = {};
        for (const [path, message] of Object.entries(e.fields))
          next[path.split('.').at(-1)!] = message;
        setFields(next);
      }
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, fields, setFields, send };
}

export interface NoticeDialogProps {
  notice: ShipmentDetail;
  onDone: () => void;
  onClose: () => void;
}

export function PickupDialog({ notice, onDone, onClose }: NoticeDialogProps) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const p = notice.pickup;
  const [v, setV] = useState({
    address: p?.address ?? '',
    contact: p?.contact ?? '',
    phone: p?.phone ?? '',
    readyAt: localInput(p?.readyAt),
    openingHours: p?.openingHours ?? '',
  });
  const { busy, error, fields, setFields, send } = useSend(onDone);
  const set = (patch: Partial<typeof v>) => setV((x) => ({ ...x, ...patch }));
  const submit = () => {
    const errors: Errors = {};
    if (!v.address.trim()) errors.address = 'field.required';
    if (!v.contact.trim()) errors.contact = 'field.required';
    if (!PICKUP_PHONE.test(v.phone.trim())) errors.phone = 'shipment.phoneRule';
    const readyAt = instant(v.readyAt);
    if (!readyAt) errors.readyAt = 'field.required';
    setFields(errors);
    if (Object.keys(errors).length || !readyAt) return;
    const pickup = {
      address: v.address.trim(),
      contact: v.contact.trim(),
      phone: v.phone.trim(),
      readyAt,
      openingHours: v.openingHours.trim(),
    };
    void send(
      () =>
        call(
          shipmentsApi.setShipmentPickup,
          { id: notice.id, version: notice.version, pickup },
          { toast: false },
        ),
      t('pickup.saved'),
    );
  };
  return (
    <DialogFrame
      title={t('pickup.title', { number: notice.noticeNumber })}
      busy={busy}
      error={error}
      submit={t('pickup.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t('pickup.address')} required error={fields.address}>
        <Textarea
          value={v.address}
          maxLength={SHIPMENT_TEXT_MAX}
          onChange={(_, d) => set({ address: d.value })}
        />
      </FormField>
      <FormField label={t('pickup.contact')} required error={fields.contact}>
        <Input
          value={v.contact}
          maxLength={PICKUP_NAME_MAX}
          onChange={(_, d) => set({ contact: d.value })}
        />
      </FormField>
      <FormField label={t('pickup.phone')} required error={fields.phone}>
        <Input
          type="tel"
          value={v.phone}
          maxLength={30}
          onChange={(_, d) => set({ phone: d.value })}
        />
      </FormField>
      <FormField label={t('pickup.readyAt')} required error={fields.readyAt}>
        <Input
          type="datetime-local"
          value={v.readyAt}
          onChange={(_, d) => set({ readyAt: d.value })}
        />
      </FormField>
      <FormField label={t('pickup.openingHours')} hint={t('pickup.openingHoursHint')}>
        <Input
          value={v.openingHours}
          maxLength={PICKUP_HOURS_MAX}
          onChange={(_, d) => set({ openingHours: d.value })}
        />
      </FormField>
    </DialogFrame>
  );
}

export function HandoverDialog({
  notice,
  side,
  onDone,
  onClose,
}: NoticeDialogProps & { side: ShipmentViewSide }) {
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const h = notice.handover;
  const [v, setV] = useState({
    collectedBy: h?.collectedBy ?? '',
    collectedAt: localInput(h?.collectedAt ?? new Date().toISOString()),
    pieces: h ? String(h.pieces) : notice.boxCount ? String(notice.boxCount) : '',
    remarks: h?.remarks ?? '',
  });
  const { busy, error, fields, setFields, send } = useSend(onDone);
  const set = (patch: Partial<typeof v>) => setV((x) => ({ ...x, ...patch }));
  const submit = () => {
    const errors: Errors = {};
    if (!v.collectedBy.trim()) errors.collectedBy = 'field.required';
    const collectedAt = instant(v.collectedAt);
    if (!collectedAt) errors.collectedAt = 'field.required';
    const pieces = Number(v.pieces);
    if (!Number.isInteger(pieces) || pieces < 1 || pieces > HANDOVER_PIECES_MAX)
      errors.pieces = 'field.invalid';
    setFields(errors);
    if (Object.keys(errors).length || !collectedAt) return;
    const input = {
      id: notice.id,
      version: notice.version,
      handover: {
        collectedBy: v.collectedBy.trim(),
        collectedAt,
        pieces,
        remarks: v.remarks.trim(),
      },
    };
    void send(
      () =>
        side === 'buyer'
          ? call(shipmentsApi.recordBuyerHandover, input, { toast: false })
          : call(shipmentsApi.recordSupplierHandover, input, { toast: false }),
      t('handover.saved'),
    );
  };
  return (
    <DialogFrame
      title={t('handover.title', { number: notice.noticeNumber })}
      busy={busy}
      error={error}
      submit={t('handover.save')}
      onSubmit={submit}
      onClose={onClose}
    >
      <FormField label={t('handover.collectedBy')} required error={fields.collectedBy}>
        <Input
          value={v.collectedBy}
          maxLength={PICKUP_NAME_MAX}
          onChange={(_, d) => set({ collectedBy: d.value })}
        />
      </FormField>
      <FormField label={t('handover.collectedAt')} required error={fields.collectedAt}>
        <Input
          type="datetime-local"
          value={v.collectedAt}
          onChange={(_, d) => set({ collectedAt: d.value })}
        />
      </FormField>
      <FormField label={t('handover.pieces')} required error={fields.pieces}>
        <Input inputMode="numeric" value={v.pieces} onChange={(_, d) => set({ pieces: d.value })} />
      </FormField>
      <FormField label={t('handover.remarks')}>
        <Textarea
          value={v.remarks}
          maxLength={SHIPMENT_REMARKS_MAX}
          onChange={(_, d) => set({ remarks: d.value })}
        />
      </FormField>
    </DialogFrame>
  );
}
