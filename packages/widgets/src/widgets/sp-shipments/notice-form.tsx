// The supplier's ship notice form, for a new notice of a confirmed contract or a planned one being
// edited (docs/product-rules.md#ship-notices): shipping info, the contract lines to ship with their
// dangerous-goods data, and the box list with live chargeable weights. The contract's rules run as
// the supplier types once a send was tried; the server's refusal shows at its fields and on top,
// in the user's language.
import { useState, type CSSProperties } from 'react';
import { Button, Input, Select, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  INCOTERMS,
  SHIPMENT_REMARKS_MAX,
  TRANSPORT_AGENT_OTHER,
  TRANSPORT_MODES,
  shipmentsApi,
  type ShipmentDetail,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { DateInput } from '../../kit/date-input';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { BoxEditor } from './box-editor';
import { LineEditor, gridStyle } from './line-editor';
import {
  draftOf,
  draftProblems,
  newDraft,
  shippedLines,
  toNoticeInput,
  type DraftErrors,
  type NoticeDraft,
  type ShippableLine,
} from './notice-draft';
import { SHIPMENTS_KEY } from './shipment-detail';
import { SHIPMENTS_NS } from './shipments-text';

const wrapStyle: CSSProperties = {
  display: 'grid',
  gap: token('spacingVerticalXL'),
  padding: token('spacingHorizontalL'),
};
const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};

export interface NoticeFormProps {
  contractId: string;
  contractNumber: string;
  lines: readonly ShippableLine[];
  /** The planned notice being edited; none: a new one. */
  notice?: ShipmentDetail;
  today: string;
  onDone: (id: string) => void;
  onCancel: () => void;
}

/**
 * The server's 400 by field: `notice.lines.1.quantity` names the second ticked line, shown on its
 * row of the form.
 */
function serverErrors(fields: Record<string, string>, d: NoticeDraft): DraftErrors {
  const shipped = shippedLines(d);
  const out: DraftErrors = {};
  for (const [path, message] of Object.entries(fields)) {
    const parts = path.replace(/^notice\./, '').split('.');
    if (parts[0] === 'lines' && parts.length > 2) {
      const line = shipped[Number(parts[1])];
      if (line) parts[1] = String(d.lines.indexOf(line));
    }
    out[parts.join('.')] = message;
  }
  return out;
}

export function NoticeForm(props: NoticeFormProps) {
  const { contractId, contractNumber, lines, notice, today, onDone, onCancel } = props;
  const { t } = useT([SHIPMENTS_NS, 'common']);
  const client = useQueryClient();
  const [draft, setDraft] = useState<NoticeDraft>(() =>
    notice ? draftOf(notice, lines) : newDraft(lines, today),
  );
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState('');
  const [fromServer, setFromServer] = useState<DraftErrors>({});
  const problems = tried ? draftProblems(draft) : {};
  const errors: DraftErrors = { ...fromServer, ...problems };
  const set = (patch: Partial<NoticeDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
    setFromServer({});
  };
  const field = (name: keyof NoticeDraft) => errors[name];

  const send = async () => {
    setTried(true);
    setAlert('');
    if (Object.keys(draftProblems(draft)).length) {
      setAlert(t('form.fix'));
      return;
    }
    setBusy(true);
    try {
      const input = toNoticeInput(draft);
      const r = notice
        ? await call(
            shipmentsApi.updateShipment,
            { id: notice.id, version: notice.version, notice: input },
            { toast: false },
          )
        : await call(shipmentsApi.createShipment, { contractId, notice: input }, { toast: false });
      toast.success(t(notice ? 'form.saved' : 'form.created'));
      void client.invalidateQueries({ queryKey: [SHIPMENTS_KEY] });
      onDone(r.data.id);
    } catch (e) {
      setAlert(e instanceof Error ? e.message : String(e));
      if (isApiError(e)) setFromServer(serverErrors(e.fields, draft));
    } finally {
      setBusy(false);
    }
  };

  const shipped = shippedLines(draft);
  return (
    <form
      part="detail"
      noValidate
      style={wrapStyle}
      onSubmit={(e) => {
        e.preventDefault();
        void send();
      }}
    >
      <h2 style={{ ...headingStyle, fontSize: token('fontSizeBase500') }}>
        {notice
          ? t('form.editTitle', { number: notice.noticeNumber })
          : t('form.newTitle', { contract: contractNumber })}
      </h2>
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('s.header')}</h3>
        <div style={gridStyle}>
          <FormField label={t('f.shipDate')} required error={field('shipDate')}>
            <DateInput value={draft.shipDate} onChange={(v) => set({ shipDate: v ?? '' })} />
          </FormField>
          <FormField
            label={t('f.expectedDeliveryDate')}
            required
            error={field('expectedDeliveryDate')}
          >
            <DateInput
              value={draft.expectedDeliveryDate}
              min={draft.shipDate || undefined}
              onChange={(v) => set({ expectedDeliveryDate: v ?? '' })}
            />
          </FormField>
          <FormField label={t('f.tradeTerms')} required>
            <Select
              value={draft.tradeTerms}
              onChange={(_, d) => set({ tradeTerms: d.value as NoticeDraft['tradeTerms'] })}
            >
              {INCOTERMS.map((i) => (
                <option key={i}>{i}</option>
              ))}
            </Select>
          </FormField>
          <FormField label={t('f.deliveryPlace')} required error={field('deliveryPlace')}>
            <Input
              value={draft.deliveryPlace}
              maxLength={200}
              onChange={(_, d) => set({ deliveryPlace: d.value })}
            />
          </FormField>
          <FormField label={t('f.transportMode')} required>
            <Select
              value={draft.transportMode}
              onChange={(_, d) => set({ transportMode: d.value as NoticeDraft['transportMode'] })}
            >
              {TRANSPORT_MODES.map((m) => (
                <option key={m} value={m}>
                  {t(`enum.transportMode.${m}`)}
                </option>
              ))}
            </Select>
          </FormField>
          <FormField
            label={t('f.waybillNumber')}
            hint={t(draft.transportMode === 'air' ? 'form.awbHint' : 'form.waybillHint')}
            error={field('waybillNumber')}
          >
            <Input
              value={draft.waybillNumber}
              maxLength={40}
              onChange={(_, d) => set({ waybillNumber: d.value })}
            />
          </FormField>
          <FormField
            label={t('f.transportAgent')}
            hint={t('form.agentHint', { other: TRANSPORT_AGENT_OTHER })}
            required
            error={field('transportAgent')}
          >
            <Input
              value={draft.transportAgent}
              maxLength={200}
              onChange={(_, d) => set({ transportAgent: d.value })}
            />
          </FormField>
          <FormField
            label={t('f.agentName')}
            required={draft.transportAgent.trim() === TRANSPORT_AGENT_OTHER}
            error={field('agentName')}
          >
            <Input
              value={draft.agentName}
              maxLength={200}
              onChange={(_, d) => set({ agentName: d.value })}
            />
          </FormField>
        </div>
        <FormField label={t('f.remarks')}>
          <Textarea
            value={draft.remarks}
            maxLength={SHIPMENT_REMARKS_MAX}
            onChange={(_, d) => set({ remarks: d.value })}
          />
        </FormField>
      </section>
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('s.lines')}</h3>
        {errors.lines ? (
          <FormField error={errors.lines}>
            <span />
          </FormField>
        ) : null}
        {draft.lines.length ? null : <p>{t('form.nothingOpen')}</p>}
        {draft.lines.map((l, i) => (
          <LineEditor
            key={l.lineNo}
            line={l}
            index={i}
            errors={errors}
            onChange={(patch) =>
              set({ lines: draft.lines.map((x, j) => (j === i ? { ...x, ...patch } : x)) })
            }
          />
        ))}
      </section>
      <section style={{ display: 'grid', gap: token('spacingVerticalM') }}>
        <h3 style={headingStyle}>{t('s.boxes')}</h3>
        <BoxEditor
          boxes={draft.boxes}
          lines={shipped}
          errors={errors}
          onChange={(boxes) => set({ boxes })}
        />
      </section>
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      <Row>
        <Button type="submit" appearance="primary" disabled={busy}>
          {t(notice ? 'form.save' : 'form.send')}
        </Button>
        <Button onClick={onCancel} disabled={busy}>
          {t('cancel', { ns: 'common' })}
        </Button>
      </Row>
    </form>
  );
}
