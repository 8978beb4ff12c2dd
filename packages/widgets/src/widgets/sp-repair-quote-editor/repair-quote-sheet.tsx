// The repair quote's form: a unit section per item, the quote's remarks, batch fill from the
// template, and the moves the quote allows now (allowedActions). Save draft checks the draft rules,
// Submit all of them; both send every line with the version the editor was loaded at, and a 409
// (someone saved meanwhile, or the bid closed) offers Reload. Unsaved edits live in sessionStorage
// (repair-quote-draft.ts) so a reload of the tab loses nothing.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Field, Textarea } from '@fluentui/react-components';
import {
  inquiryApi,
  repairQuotesApi,
  type InquiryDetail,
  type MessageKey,
  type QuoteAction,
  type QuoteState,
  type RepairQuote,
} from '@portal/contract';
import { BatchUpload } from '../../kit/batch-upload';
import { ClickGuardButton } from '../../kit/click-guard-button';
import { token } from '../../kit/css-token';
import { dangerButtonStyle } from '../../kit/danger-style';
import { enumLabel } from '../../kit/enum-label';
import { FormDialog } from '../../kit/form-dialog';
import { InlineAlert } from '../../kit/form-layout';
import { useUnsavedGuard } from '../../kit/resource/use-unsaved-guard';
import { isApiError } from '../../runtime/api-error';
import { formatDateTime } from '../../runtime/format';
import { call } from '../../runtime/http';
import { isContractMessage, useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { clearRepairDraft, readRepairDraft, writeRepairDraft } from './repair-quote-draft';
import {
  fromLine,
  NO_ERRORS,
  sameLine,
  toLineInput,
  type FormField,
  type LineCheck,
  type LineErrors,
  type RepairLineForm,
} from './repair-quote-form';
import { REPAIR_QUOTE_NS } from './repair-quote-text';
import { RepairUnit } from './repair-unit';

/** `detail` of sp-saved, sp-submitted and sp-no-bid. */
export interface RepairQuoteEventDetail {
  inquiryId: string;
  quoteId: string | null;
  quoteNumber: string | null;
  state: QuoteState;
  version: number;
}
export interface RepairQuoteEvents {
  onSaved?: (detail: RepairQuoteEventDetail) => void;
  onSubmitted?: (detail: RepairQuoteEventDetail) => void;
  onNoBid?: (detail: RepairQuoteEventDetail) => void;
}

type Alert =
  | { kind: 'conflict'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'units'; count: number };

const DONE: Record<QuoteAction, MessageKey> = {
  hold: 'quote.held',
  submit: 'quote.submitted',
  noBid: 'quote.noBidDone',
};
const DRAFT_DELAY_MS = 300;

/** Today in the user's calendar, as the validity date rule compares it. */
function localToday(now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${p(now.getMonth() + 1)}-${p(now.getDate())}`;
}

/** One form per unit, in item order; units the quote has no line for start quoted and empty. */
function linesOf(inquiry: InquiryDetail, quote: RepairQuote): RepairLineForm[] {
  const byItem = new Map(quote.lines.map((l) => [l.itemId, l]));
  return inquiry.items.map((item) => {
    const line = byItem.get(item.id);
    return line ? fromLine(line) : { itemId: item.id, quoted: true, values: {} };
  });
}

/** `lines.3.capFee` → the fourth line's capFee. */
function serverErrorsByItem(
  fields: Record<string, string>,
  lines: readonly RepairLineForm[],
): Record<string, Record<string, string>> {
  const out: Record<string, Record<string, string>> = {};
  for (const [path, message] of Object.entries(fields)) {
    const m = /^lines\.(\d+)\.(\w+)/.exec(path);
    const line = m ? lines[Number(m[1])] : undefined;
    if (!m || !line) continue;
    (out[line.itemId] ??= {})[m[2] as string] = message;
  }
  return out;
}

export interface RepairQuoteEditorProps extends RepairQuoteEvents {
  inquiry: InquiryDetail;
  quote: RepairQuote;
  check: LineCheck;
  now: () => number;
  /** Fetch the quote again (after a conflict, or a no bid). */
  onReload: () => Promise<unknown>;
  onQuoteSaved: (quote: RepairQuote) => void;
}

export function RepairQuoteSheet({
  inquiry,
  quote,
  check,
  now,
  onReload,
  onQuoteSaved,
  ...events
}: RepairQuoteEditorProps) {
  const { t } = useT([REPAIR_QUOTE_NS, 'contract', 'common']);
  const editable = quote.allowedActions.includes('hold') || quote.allowedActions.includes('submit');
  const baseline = useMemo(() => linesOf(inquiry, quote), [inquiry, quote]);
  // A kept draft of this very version wins over the server's copy; an older one is stale.
  const [restored] = useState(() => {
    const draft = editable ? readRepairDraft(inquiry.id) : null;
    return draft && draft.version === quote.version ? draft : null;
  });
  const [lines, setLines] = useState<RepairLineForm[]>(() => {
    if (!restored) return baseline;
    const kept = new Map(restored.lines.map((l) => [l.itemId, l]));
    return baseline.map((l) => kept.get(l.itemId) ?? l);
  });
  const [remarks, setRemarks] = useState(restored?.remarks ?? quote.remarks);
  const [attempt, setAttempt] = useState<'draft' | 'submit'>('draft');
  const [serverErrors, setServerErrors] = useState<Record<string, Record<string, string>>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  // Kept as a key and its values, so a language switch applies to it.
  const [notice, setNotice] = useState<{ key: string; values?: Record<string, unknown> } | null>(
    restored ? { key: 'notice.restored' } : null,
  );
  const [showBatch, setShowBatch] = useState(false);
  const [noBidOpen, setNoBidOpen] = useState(false);
  const [reason, setReason] = useState('');
  const inFlight = useRef(false);
  const today = localToday(new Date(now()));

  const dirty = remarks !== quote.remarks || lines.some((l, i) => !sameLine(l, baseline[i] ?? l));

  // Keep the edits for a reload of the tab; forget them once they match the server's quote.
  useEffect(() => {
    if (!editable) return;
    if (!dirty) {
      clearRepairDraft(inquiry.id);
      return;
    }
    const timer = setTimeout(
      () => writeRepairDraft(inquiry.id, { version: quote.version, lines, remarks }),
      DRAFT_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [editable, dirty, inquiry.id, quote.version, lines, remarks]);
  const latest = useRef({ lines, remarks, dirty });
  useEffect(() => {
    latest.current = { lines, remarks, dirty };
  });
  useEffect(() => {
    const flush = () => {
      const s = latest.current;
      if (editable && s.dirty)
        writeRepairDraft(inquiry.id, {
          version: quote.version,
          lines: s.lines,
          remarks: s.remarks,
        });
    };
    window.addEventListener('pagehide', flush);
    return () => window.removeEventListener('pagehide', flush);
  }, [editable, inquiry.id, quote.version]);
  useUnsavedGuard(dirty, editable);

  const ctx = useMemo(() => ({ submit: attempt === 'submit', today }), [attempt, today]);
  const errorsOf = (line: RepairLineForm): LineErrors => {
    const own = check(line, ctx);
    const server = serverErrors[line.itemId];
    return server ? { ...server, ...own } : own;
  };

  const onChange = useCallback(
    (itemId: string, field: FormField | 'quoted', value: string | boolean) => {
      setLines((all) =>
        all.map((l) =>
          l.itemId !== itemId
            ? l
            : field === 'quoted'
              ? { ...l, quoted: value === true }
              : { ...l, values: { ...l.values, [field]: String(value) } },
        ),
      );
      setServerErrors((all) => {
        if (!all[itemId]) return all;
        const { [itemId]: _gone, ...rest } = all;
        return rest;
      });
    },
    [],
  );

  const detailOf = (q: RepairQuote): RepairQuoteEventDetail => ({
    inquiryId: inquiry.id,
    quoteId: q.id,
    quoteNumber: q.quoteNumber,
    state: q.state,
    version: q.version,
  });

  const fail = (e: unknown, sent: readonly RepairLineForm[]) => {
    if (!isApiError(e)) {
      setAlert({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (e.status === 409) {
      setAlert({ kind: 'conflict', text: e.message });
      return;
    }
    if (e.status === 400 && Object.keys(e.fields).length)
      setServerErrors(serverErrorsByItem(e.fields, sent));
    setAlert({ kind: 'error', text: e.message });
  };

  const run = async (action: QuoteAction, send: () => Promise<RepairQuote | null>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setAlert(null);
    setNotice(null);
    const sent = lines;
    try {
      const answer = await send();
      toast.success(t(DONE[action], { ns: 'contract' }));
      if (answer) {
        clearRepairDraft(inquiry.id);
        onQuoteSaved(answer);
      }
      const detail = answer ? detailOf(answer) : { ...detailOf(quote), state: 'noBid' as const };
      if (action === 'hold') events.onSaved?.(detail);
      else if (action === 'submit') events.onSubmitted?.(detail);
      else events.onNoBid?.(detail);
    } catch (e) {
      fail(e, sent);
    } finally {
      inFlight.current = false;
    }
  };

  const save = async (action: 'hold' | 'submit') => {
    const submit = action === 'submit';
    setAttempt(submit ? 'submit' : 'draft');
    const bad = lines.filter((l) => Object.keys(check(l, { submit, today })).length > 0);
    if (bad.length) {
      setAlert({ kind: 'units', count: bad.length });
      return;
    }
    if (submit && !lines.some((l) => l.quoted)) {
      setAlert({ kind: 'error', text: 'repairQuote.noLines' });
      return;
    }
    await run(action, async () => {
      const route = submit ? repairQuotesApi.submitRepairQuote : repairQuotesApi.holdRepairQuote;
      const answer = await call(
        route,
        {
          inquiryId: inquiry.id,
          version: quote.version,
          lines: lines.map(toLineInput),
          remarks,
          attachmentIds: quote.attachments.map((a) => a.id),
        },
        { toast: false },
      );
      return answer.data;
    });
  };

  // A no bid is the inquiry's quote header move (the same call as a part quote's); the repair
  // quote is fetched again for its new state.
  const noBid = async () => {
    setNoBidOpen(false);
    await run('noBid', async () => {
      await call(
        inquiryApi.noBid,
        { inquiryId: inquiry.id, version: quote.version, reason: reason.trim() },
        { toast: false },
      );
      clearRepairDraft(inquiry.id);
      await onReload();
      return null;
    });
  };

  const reload = async () => {
    clearRepairDraft(inquiry.id);
    setAlert(null);
    await onReload();
  };

  const alertText = (a: Alert) =>
    a.kind === 'units'
      ? t('notice.units', { count: a.count })
      : isContractMessage(a.text)
        ? t(a.text, { ns: 'contract' })
        : a.text;

  const actions = quote.allowedActions;
  return (
    <div
      style={{
        display: 'grid',
        gap: token('spacingVerticalL'),
        padding: token('spacingHorizontalL'),
        minWidth: 0,
      }}
    >
      <header style={{ display: 'grid', gap: token('spacingVerticalXS') }}>
        <h2 style={{ margin: 0 }}>{t('title', { number: inquiry.inquiryNumber })}</h2>
        <dl
          style={{
            display: 'flex',
            flexWrap: 'wrap',
            gap: `${token('spacingVerticalXS')} ${token('spacingHorizontalXL')}`,
            margin: 0,
          }}
        >
          {[
            ['header.state', enumLabel(t, 'quoteState', quote.state)],
            ['header.quoteNumber', quote.quoteNumber ?? '—'],
            ['header.version', String(quote.version)],
            ['header.bidEnd', formatDateTime(quote.bidEnd)],
          ].map(([term, value]) => (
            <div key={term} style={{ display: 'flex', gap: 6 }}>
              <dt style={{ color: token('colorNeutralForeground3') }}>{t(term as string)}</dt>
              <dd style={{ margin: 0 }}>{value}</dd>
            </div>
          ))}
        </dl>
      </header>
      {!editable ? <InlineAlert intent="info">{t('notice.readOnly')}</InlineAlert> : null}
      {notice ? <InlineAlert intent="info">{t(notice.key, notice.values)}</InlineAlert> : null}
      {editable ? (
        <div style={{ display: 'grid', gap: token('spacingVerticalS') }}>
          <div>
            <Button aria-expanded={showBatch} onClick={() => setShowBatch((v) => !v)}>
              {t('batch.toggle')}
            </Button>
          </div>
          {showBatch ? (
            <BatchUpload
              route={repairQuotesApi.uploadRepairQuoteLines}
              input={{ inquiryId: inquiry.id }}
              template={{
                route: repairQuotesApi.repairQuoteTemplate,
                input: { inquiryId: inquiry.id },
                fileName: 'repair-quote.xlsx',
              }}
              label={t('batch.label')}
              columnLabel={(c) => {
                const key = `field.${c}`;
                return t(key, {
                  defaultValue: isContractMessage(c) ? t(c, { ns: 'contract' }) : c,
                });
              }}
              onUploaded={(data, file) => {
                const read = new Map(data.lines.map((l) => [l.itemId, fromLine(l)]));
                setLines((all) => all.map((l) => read.get(l.itemId) ?? l));
                const count = lines.filter((l) => read.has(l.itemId)).length;
                setNotice({ key: 'notice.batchMerged', values: { count, file: file.name } });
              }}
            />
          ) : null}
        </div>
      ) : null}
      {inquiry.items.map((item, i) => {
        const line = lines[i];
        if (!line) return null;
        return (
          <RepairUnit
            key={item.id}
            item={item}
            line={line}
            errors={line.quoted ? errorsOf(line) : NO_ERRORS}
            readOnly={!editable}
            onChange={onChange}
          />
        );
      })}
      <Field label={t('field.quoteRemarks')}>
        <Textarea
          value={remarks}
          readOnly={!editable}
          maxLength={2000}
          onChange={(_, d) => setRemarks(d.value)}
        />
      </Field>
      {alert ? (
        <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
          <InlineAlert>{alertText(alert)}</InlineAlert>
          {alert.kind === 'conflict' ? (
            <Button onClick={() => void reload()}>{t('notice.stale')}</Button>
          ) : null}
        </div>
      ) : null}
      {actions.length ? (
        <div
          role="group"
          aria-label={t('actions.label')}
          style={{
            position: 'sticky',
            bottom: 0,
            zIndex: 2,
            display: 'flex',
            gap: 8,
            flexWrap: 'wrap',
            alignItems: 'center',
            padding: `${token('spacingVerticalS')} 0`,
            background: token('colorNeutralBackground1'),
            borderTop: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
          }}
        >
          {actions.includes('submit') ? (
            <ClickGuardButton appearance="primary" onClick={() => save('submit')}>
              {t('actions.submit')}
            </ClickGuardButton>
          ) : null}
          {actions.includes('hold') ? (
            <ClickGuardButton onClick={() => save('hold')}>{t('actions.hold')}</ClickGuardButton>
          ) : null}
          {actions.includes('noBid') ? (
            <Button onClick={() => setNoBidOpen(true)}>{t('actions.noBid')}</Button>
          ) : null}
          {dirty && editable ? (
            <span style={{ color: token('colorNeutralForeground3') }}>{t('notice.unsaved')}</span>
          ) : null}
        </div>
      ) : null}
      {noBidOpen ? (
        <FormDialog
          title={t('noBid.title')}
          intro={t('noBid.intro', { number: inquiry.inquiryNumber })}
          danger
          onClose={() => setNoBidOpen(false)}
        >
          <form
            onSubmit={(e) => {
              e.preventDefault();
              void noBid();
            }}
            style={{ display: 'grid', gap: token('spacingVerticalM') }}
          >
            <Field label={t('noBid.reason')}>
              <Textarea value={reason} maxLength={500} onChange={(_, d) => setReason(d.value)} />
            </Field>
            <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
              <Button onClick={() => setNoBidOpen(false)}>{t('noBid.cancel')}</Button>
              <Button type="submit" appearance="primary" style={dangerButtonStyle}>
                {t('noBid.confirm')}
              </Button>
            </div>
          </form>
        </FormDialog>
      ) : null}
    </div>
  );
}
