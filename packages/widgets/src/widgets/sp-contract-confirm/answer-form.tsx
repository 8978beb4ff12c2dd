// The supplier's answer, in the contract page (docs/decisions/2026-11-27-contract-screens.md): per
// line confirm, amend (unit price, quantity, one or more deliveries adding up to the quantity, a
// reason) or reject (a reason); what the contract becomes shown from the lines before sending
// (orderStateOfLines); the whole order confirmed at once after a confirmation. The draft is kept
// in sessionStorage; the rules are the server's (answer-rules.ts, loaded lazily).
import { useEffect, useId, useMemo, useState, type CSSProperties } from 'react';
import { Button, Input, Radio, RadioGroup, Textarea } from '@fluentui/react-components';
import { useQueryClient } from '@tanstack/react-query';
import {
  ANSWER_REASON_MAX,
  MAX_DELIVERIES_PER_LINE,
  contractsApi,
  type ContractDetail,
  type ContractLine,
  type ContractState,
  type MessageKey,
} from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { DateInput } from '../../kit/date-input';
import { FormField } from '../../kit/form-field';
import { InlineAlert, Row } from '../../kit/form-layout';
import { useLazyModule } from '../../kit/resource/lazy-module';
import { useUnsavedGuard } from '../../kit/resource/use-unsaved-guard';
import { isApiError } from '../../runtime/api-error';
import { formatMoney, formatNumber, formatDate } from '../../runtime/format';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { ContractVersionComparison } from '../../contracts/version-comparison';
import { linesAfterAnswer } from '../../contracts/version-diff';
import {
  clearDraft,
  draftOrderState,
  draftToAnswer,
  freshLine,
  isTouched,
  localToday,
  orderedLines,
  readDraft,
  writeDraft,
  type AnswerDraft,
  type Choice,
  type LineDraft,
} from './answer-draft';
import { CONTRACT_CONFIRM_NS } from './contract-confirm-text';

const loadRules = () => import('./answer-rules');

export interface ContractAnsweredDetail {
  id: string;
  state: ContractState;
}

export interface AnswerFormProps {
  record: ContractDetail;
  /** The company is frozen: only a rejection of every line may be sent. */
  frozen: boolean;
  onFrozen: () => void;
  onAnswered?: (detail: ContractAnsweredDetail) => void;
}

const formStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
};
const lineStyle: CSSProperties = {
  border: `1px solid ${token('colorNeutralStroke2')}`,
  borderRadius: token('borderRadiusMedium'),
  padding: token('spacingHorizontalM'),
  margin: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalS'),
  minWidth: 0,
};
const legendStyle: CSSProperties = { fontWeight: token('fontWeightSemibold'), padding: '0 4px' };
const gridStyle: CSSProperties = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${token('spacingVerticalS')} ${token('spacingHorizontalL')}`,
  alignItems: 'flex-end',
};
const headingStyle: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase400'),
  lineHeight: token('lineHeightBase400'),
  fontWeight: token('fontWeightSemibold'),
};

const CHOICES: Exclude<Choice, 'open'>[] = ['confirm', 'amend', 'reject'];

export function AnswerForm({ record, frozen, onFrozen, onAnswered }: AnswerFormProps) {
  const { t } = useT([CONTRACT_CONFIRM_NS, 'common']);
  const confirm = useConfirm();
  const client = useQueryClient();
  const rules = useLazyModule(loadRules);
  const headingId = useId();
  const { id, version, lines } = record;
  const [draft, setDraft] = useState<AnswerDraft>(() => readDraft(id, version, lines));
  const [tried, setTried] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState('');
  const [busy, setBusy] = useState(false);

  const touched = isTouched(lines, draft);
  useEffect(() => {
    if (touched) writeDraft(id, version, draft);
    else clearDraft(id, version);
  }, [id, version, draft, touched]);
  useUnsavedGuard(touched && !busy, true);

  const candidates = useMemo(() => draftToAnswer(lines, draft), [lines, draft]);
  const check = useMemo(
    () => rules.module?.checkAnswer(orderedLines(lines), candidates, localToday()),
    [rules.module, lines, candidates],
  );
  const issues: Record<string, string> = {
    ...(tried ? (check?.issues ?? {}) : {}),
    ...serverIssues,
  };
  const result = draftOrderState(lines, draft);

  const setLine = (lineId: string, change: Partial<LineDraft>) => {
    setDraft((d) => ({ ...d, [lineId]: { ...d[lineId]!, ...change } }));
    setServerIssues({});
  };

  const refresh = () => client.invalidateQueries({ queryKey: ['supplier-contract'] });
  const done = (state: ContractState) => {
    clearDraft(id, version);
    toast.success(t(`done.${state}`));
    onAnswered?.({ id, state });
    void refresh();
  };
  const failed = (e: unknown) => {
    const message = e instanceof Error ? e.message : String(e);
    if (isApiError(e) && e.status === 403) onFrozen();
    if (isApiError(e) && e.status === 409) void refresh();
    if (isApiError(e) && e.status === 400 && Object.keys(e.fields).length)
      setServerIssues(e.fields);
    setAlert(message);
  };

  const confirmAll = async () => {
    const ok = await confirm({
      title: t('confirmAll.title', { number: record.contractNumber }),
      body: t('confirmAll.body', {
        count: lines.length,
        total: formatMoney(record.totalAmount, record.currency),
      }),
      confirmLabel: t('confirmAll.confirm'),
    });
    if (!ok) return;
    setAlert('');
    setBusy(true);
    try {
      const r = await call(contractsApi.confirmWholeContract, { id, version }, { toast: false });
      done(r.data.state);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const send = async () => {
    setTried(true);
    setAlert('');
    if (!check?.lines) return;
    setBusy(true);
    try {
      const r = await call(
        contractsApi.answerContract,
        { id, version, lines: check.lines },
        { toast: false },
      );
      done(r.data.state);
    } catch (e) {
      failed(e);
    } finally {
      setBusy(false);
    }
  };

  const rejectAll = () =>
    setDraft((d) =>
      Object.fromEntries(lines.map((l) => [l.id, { ...d[l.id]!, answer: 'reject' as const }])),
    );

  return (
    <section aria-labelledby={headingId} style={formStyle}>
      <h3 id={headingId} style={headingStyle}>
        {t('form.title')}
      </h3>
      {frozen ? (
        <InlineAlert intent="warning">
          {t('frozen')}{' '}
          <Button size="small" onClick={rejectAll}>
            {t('form.rejectAll')}
          </Button>
        </InlineAlert>
      ) : null}
      {alert ? <InlineAlert>{alert}</InlineAlert> : null}
      <Row>
        <Button appearance="primary" disabled={frozen || busy} onClick={() => void confirmAll()}>
          {t('confirmAll.button')}
        </Button>
      </Row>
      <p style={{ margin: 0 }}>{t('form.hint')}</p>
      {lines.map((line, i) => (
        <LineEditor
          key={line.id}
          index={i}
          line={line}
          draft={draft[line.id] ?? freshLine(line)}
          frozen={frozen}
          issues={issues}
          onChange={(change) => setLine(line.id, change)}
        />
      ))}
      <InlineAlert intent={result ? 'info' : 'warning'}>
        {result ? t(`result.${result}`) : t('result.open')}
      </InlineAlert>
      {check?.lines && result && result !== 'confirmed' ? (
        <ContractVersionComparison
          title={t('compare.title')}
          before={{ title: t('compare.ordered'), lines }}
          after={{ title: t('compare.answer'), lines: linesAfterAnswer(lines, check.lines) }}
        />
      ) : null}
      {rules.error ? (
        <InlineAlert>
          {t('kit.form.loadFailed', { ns: 'common' })}{' '}
          <Button size="small" onClick={rules.retry}>
            {t('kit.list.retry', { ns: 'common' })}
          </Button>
        </InlineAlert>
      ) : null}
      <Row>
        <Button appearance="primary" disabled={busy} onClick={() => void send()}>
          {t('form.send')}
        </Button>
      </Row>
    </section>
  );
}

interface LineEditorProps {
  index: number;
  line: ContractLine;
  draft: LineDraft;
  frozen: boolean;
  issues: Record<string, string>;
  onChange: (change: Partial<LineDraft>) => void;
}

function LineEditor({ index, line, draft, frozen, issues, onChange }: LineEditorProps) {
  const { t } = useT([CONTRACT_CONFIRM_NS, 'common']);
  const at = (path: string) => issues[`lines.${index}.${path}`] as MessageKey | undefined;
  const no = line.lineNo;
  const sum = draft.deliveries.reduce((s, d) => s + (Number(d.quantity) || 0), 0);
  const setDelivery = (j: number, change: Partial<LineDraft['deliveries'][number]>) =>
    onChange({ deliveries: draft.deliveries.map((d, k) => (k === j ? { ...d, ...change } : d)) });
  return (
    <fieldset style={lineStyle}>
      <legend style={legendStyle}>
        {t('line.legend', {
          no,
          material: line.materialNumber,
          description: line.description,
          quantity: formatNumber(line.quantity),
          unit: line.unit,
          price: formatNumber(line.unitPrice, { maximumFractionDigits: 4 }),
          date: formatDate(line.deliveryDate),
        })}
      </legend>
      <FormField label={t('line.answer', { no })} error={at('answer')}>
        <RadioGroup
          layout="horizontal"
          value={draft.answer === 'open' ? '' : draft.answer}
          onChange={(_, d) => onChange({ answer: d.value as Choice })}
        >
          {CHOICES.map((c) => (
            <Radio key={c} value={c} label={t(`choice.${c}`)} disabled={frozen && c !== 'reject'} />
          ))}
        </RadioGroup>
      </FormField>
      {draft.answer === 'amend' ? (
        <>
          <div style={gridStyle}>
            <FormField label={t('line.unitPrice', { no })} error={at('unitPrice')}>
              <Input
                inputMode="decimal"
                value={draft.unitPrice}
                onChange={(_, d) => onChange({ unitPrice: d.value })}
              />
            </FormField>
            <FormField label={t('line.quantity', { no })} error={at('quantity')}>
              <Input
                inputMode="numeric"
                value={draft.quantity}
                onChange={(_, d) => onChange({ quantity: d.value })}
              />
            </FormField>
          </div>
          <FormField
            label={t('line.deliveries', { no })}
            error={at('deliveries')}
            hint={t('line.deliveriesSum', {
              sum: formatNumber(sum),
              quantity: draft.quantity || '—',
            })}
          >
            <div
              style={{ display: 'flex', flexDirection: 'column', gap: token('spacingVerticalS') }}
            >
              {draft.deliveries.map((d, j) => (
                <div key={j} style={gridStyle}>
                  <FormField
                    label={t('line.deliveryQuantity', { n: j + 1, no })}
                    error={at(`deliveries.${j}.quantity`)}
                  >
                    <Input
                      inputMode="numeric"
                      value={d.quantity}
                      onChange={(_, v) => setDelivery(j, { quantity: v.value })}
                    />
                  </FormField>
                  <FormField
                    label={t('line.deliveryDate', { n: j + 1, no })}
                    error={at(`deliveries.${j}.date`)}
                  >
                    <DateInput value={d.date} onChange={(v) => setDelivery(j, { date: v ?? '' })} />
                  </FormField>
                  {draft.deliveries.length > 1 ? (
                    <Button
                      onClick={() =>
                        onChange({ deliveries: draft.deliveries.filter((_, k) => k !== j) })
                      }
                    >
                      {t('line.removeDelivery', { n: j + 1, no })}
                    </Button>
                  ) : null}
                </div>
              ))}
            </div>
          </FormField>
          {draft.deliveries.length < MAX_DELIVERIES_PER_LINE ? (
            <Row>
              <Button
                onClick={() =>
                  onChange({ deliveries: [...draft.deliveries, { quantity: '', date: '' }] })
                }
              >
                {t('line.addDelivery', { no })}
              </Button>
            </Row>
          ) : null}
        </>
      ) : null}
      {draft.answer === 'amend' || draft.answer === 'reject' ? (
        <FormField label={t('line.reason', { no })} error={at('reason')} required>
          <Textarea
            maxLength={ANSWER_REASON_MAX}
            value={draft.reason}
            onChange={(_, d) => onChange({ reason: d.value })}
          />
        </FormField>
      ) : null}
    </fieldset>
  );
}
