// The supplier's plan of one line: a row per planned shipment (ship date and quantity), added and
// removed up to the per-line maximum, and a reason the buyer reads beside the change. The form
// checks what the server checks (checkLinePlan: quantity, past dates, one shipment per date) so the
// usual mistakes show at once; the server's 400/403/409 message lands in the form, which keeps
// what was typed.
import { useState, type CSSProperties } from 'react';
import { Button, Input, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  FORECAST_ENTRIES_PER_LINE_MAX,
  FORECAST_REASON_MAX,
  checkLinePlan,
  shipmentForecastsApi,
  type ForecastDetail,
  type ForecastEntry,
  type MessageKey,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { DateInput } from '../../kit/date-input';
import { FormDialog } from '../../kit/form-dialog';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { isApiError } from '../../runtime/api-error';
import { formatDate, formatNumber } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { FORECAST_KEY_PREFIX } from './forecast-list';
import { FORECAST_NS } from './forecast-text';

type Line = ForecastDetail['lines'][number];
interface Draft {
  date: string;
  quantity: string;
}

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 1fr) minmax(120px, 160px) auto',
  gap: token('spacingHorizontalM'),
  alignItems: 'end',
};
const stackStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalM'),
};

/** Today as YYYY-MM-DD in the user's calendar: a new shipment may not be planned before it. */
export function todayIso(now = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : NaN);

export interface PlanDialogProps {
  detail: ForecastDetail;
  line: Line;
  onClose: () => void;
}

export function PlanDialog({ detail, line, onClose }: PlanDialogProps) {
  const { t } = useT([FORECAST_NS, 'common']);
  const client = useQueryClient();
  const [drafts, setDrafts] = useState<Draft[]>(() =>
    line.entries.length
      ? line.entries.map((e) => ({ date: e.date, quantity: String(e.quantity) }))
      : [{ date: '', quantity: '' }],
  );
  const [reason, setReason] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [plan, setPlan] = useState<{ key: MessageKey; params?: Record<string, string | number> }>();
  const [serverError, setServerError] = useState('');
  const [saving, setSaving] = useState(false);
  const no = line.lineNo;
  const sum = drafts.reduce((s, d) => s + (wholeNumber(d.quantity) || 0), 0);
  const set = (j: number, change: Partial<Draft>) =>
    setDrafts((all) => all.map((d, k) => (k === j ? { ...d, ...change } : d)));

  /** The entries to send, or null after showing what is wrong. Blank rows are dropped. */
  const validate = (): ForecastEntry[] | null => {
    const errors: Record<string, string> = {};
    const rows = drafts.filter((d) => d.date || d.quantity.trim());
    const stored = new Set(line.entries.map((e) => e.date));
    rows.forEach((d, j) => {
      const q = wholeNumber(d.quantity);
      if (!d.date) errors[`${j}.date`] = t('edit.dateRequired');
      else if (!stored.has(d.date) && d.date < todayIso()) errors[`${j}.date`] = t('edit.datePast');
      if (!(q > 0)) errors[`${j}.quantity`] = t('edit.quantityInvalid');
    });
    setFieldErrors(errors);
    if (Object.keys(errors).length) return null;
    const entries = rows.map((d) => ({ date: d.date, quantity: wholeNumber(d.quantity) }));
    const problem = checkLinePlan(entries, line.entries, line.quantity, todayIso());
    setPlan(problem ?? undefined);
    return problem ? null : entries;
  };

  const save = async () => {
    setServerError('');
    const entries = validate();
    if (!entries) return;
    setSaving(true);
    try {
      await call(
        shipmentForecastsApi.saveLineForecast,
        { id: detail.id, version: detail.version, lineNo: no, entries, reason: reason.trim() },
        { toast: false },
      );
      toast.success(t('forecast.saved', { ns: 'contract' }));
      // The plan's page and the lists (each side's under its own root, forecast-list.tsx).
      void client.invalidateQueries({
        predicate: (q) => String(q.queryKey[0]).startsWith(FORECAST_KEY_PREFIX),
      });
      onClose();
    } catch (e) {
      setServerError(isApiError(e) ? e.message : String(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <FormDialog
      title={t('edit.title', { no })}
      intro={t('edit.intro', {
        description: line.description || line.partNumber,
        quantity: formatNumber(line.quantity),
        unit: line.unit,
        date: formatDate(line.deliveryDate),
      })}
      onClose={onClose}
    >
      <div style={stackStyle}>
        {serverError ? <InlineAlert>{serverError}</InlineAlert> : null}
        <FormField
          label={t('edit.sum', { sum: formatNumber(sum), quantity: formatNumber(line.quantity) })}
          error={plan?.key}
          errorParams={plan?.params}
        >
          <div style={stackStyle}>
            {drafts.map((d, j) => (
              <div key={j} style={gridStyle}>
                <FormField label={t('edit.date', { n: j + 1 })} error={fieldErrors[`${j}.date`]}>
                  <DateInput value={d.date} onChange={(v) => set(j, { date: v ?? '' })} />
                </FormField>
                <FormField
                  label={t('edit.quantity', { n: j + 1 })}
                  error={fieldErrors[`${j}.quantity`]}
                >
                  <Input
                    inputMode="numeric"
                    value={d.quantity}
                    onChange={(_, v) => set(j, { quantity: v.value })}
                  />
                </FormField>
                <Button onClick={() => setDrafts((all) => all.filter((_, k) => k !== j))}>
                  {t('edit.remove', { n: j + 1 })}
                </Button>
              </div>
            ))}
          </div>
        </FormField>
        {drafts.length < FORECAST_ENTRIES_PER_LINE_MAX ? (
          <Row>
            <Button onClick={() => setDrafts((all) => [...all, { date: '', quantity: '' }])}>
              {t('edit.add')}
            </Button>
          </Row>
        ) : null}
        <FormField label={t('edit.reason')} hint={t('edit.reasonHint')}>
          <Textarea
            maxLength={FORECAST_REASON_MAX}
            value={reason}
            onChange={(_, v) => setReason(v.value)}
          />
        </FormField>
        <Row>
          <Button appearance="primary" disabled={saving} onClick={() => void save()}>
            {t('edit.save')}
          </Button>
          <Button onClick={onClose}>{t('edit.cancel')}</Button>
        </Row>
      </div>
    </FormDialog>
  );
}
