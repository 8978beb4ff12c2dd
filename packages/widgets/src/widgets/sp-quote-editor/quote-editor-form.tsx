// The quote editor once the inquiry and the quote are loaded: header, notices, the virtualized
// line list beside the editor of the selected line, the quote's remarks and attachments, batch
// fill from the template, and the buttons of the moves the quote state allows now.
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'react';
import { Button, Checkbox } from '@fluentui/react-components';
import {
  effectiveQuoteState,
  type InquiryDetail,
  type InquiryItem,
  type Quote,
  type QuoteState,
} from '@portal/contract';
import { token } from '../../kit/css-token';
import { messageText } from '../../kit/file-upload-text';
import { InlineAlert } from '../../kit/form-layout';
import { formatDateTime } from '../../runtime/format';
import { useT } from '../../runtime/i18n';
import { useBidClock } from './bid-clock';
import { clearDraft, readDraft, type QuoteDraft } from './quote-draft';
import { editorReducer, emptyEditor, isDirty, type EditorAction } from './quote-editor-state';
import { QUOTE_NS } from './quote-editor-text';
import { QuoteActionsBar } from './quote-actions-bar';
import { QuoteHeader } from './quote-header';
import { QuoteSection } from './quote-section';
import { QuoteLineEditor } from './quote-line-editor';
import { isLineField, type FeeForm, type LineForm, type ScalarField } from './quote-line-form';
import { localToday, NO_ERRORS, type LineCheck, type LineErrors } from './quote-line-issues';
import { QuoteLineList, type LineRow } from './quote-line-list';
import { useAnchor } from '../../kit/use-anchor';
import { useDraftSync } from './use-draft-sync';
import { useNarrow } from './use-narrow';
import { useQuoteCommands, type QuoteEvents } from './use-quote-commands';

export interface QuoteEditorFormProps extends QuoteEvents {
  inquiry: InquiryDetail;
  quote: Quote;
  now: () => number;
  /** The contract's line rules (loaded on demand with zod). */
  check: LineCheck;
  /** Fetches the inquiry and the quote again (after a 409). */
  onReload: () => Promise<unknown>;
  /** Puts the server's answer in the cache; the editor reloads from it. */
  onQuoteSaved: (quote: Quote) => void;
}

type Row = LineRow & { errors: LineErrors };

function sameErrors(a: LineErrors, b: LineErrors): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

// Row objects are reused while their line shows the same, so a keystroke re-renders one row of
// the list (rows are memoized), not every row in view. Keyed by line objects, which are unique
// to one editor and replaced on every edit.
const rowCache = new WeakMap<LineForm, Row>();

function reuseRow(next: Row): Row {
  const cached = rowCache.get(next.line);
  if (
    cached &&
    cached.item === next.item &&
    cached.status === next.status &&
    sameErrors(cached.errors, next.errors)
  )
    return cached;
  rowCache.set(next.line, next);
  return next;
}

function displayState(quote: Quote, bidEnd: number, clock: number): QuoteState {
  if (quote.state === 'expired') return 'expired';
  return effectiveQuoteState(quote.state, new Date(bidEnd), new Date(clock));
}

export function QuoteEditorForm({
  inquiry,
  quote,
  now,
  check,
  onReload,
  onQuoteSaved,
  ...events
}: QuoteEditorFormProps) {
  const { t } = useT([QUOTE_NS, 'contract']);
  const bidEnd = Date.parse(quote.bidEnd);
  const clock = useBidClock(now, bidEnd);
  const bidOpen = clock < bidEnd;
  const state = displayState(quote, bidEnd, clock);
  const actions = bidOpen ? quote.allowedActions : [];
  const editable = actions.includes('hold') || actions.includes('submit');
  const domestic = quote.domestic;
  const kind = inquiry.kind;

  // Edits made while a save was under way are laid over its answer instead of a stored draft.
  const carryOver = useRef<QuoteDraft | null>(null);
  const loadAction = (carried: QuoteDraft | null): EditorAction => {
    const canEdit =
      Date.parse(quote.bidEnd) > now() &&
      (quote.allowedActions.includes('hold') || quote.allowedActions.includes('submit'));
    if (!canEdit) clearDraft(inquiry.id);
    const draft = canEdit ? (carried ?? readDraft(inquiry.id)) : null;
    return { type: 'load', inquiry, quote, draft, notice: !carried };
  };
  const [editor, dispatch] = useReducer(editorReducer, emptyEditor, (s) =>
    editorReducer(s, loadAction(null)),
  );
  const loaded = useRef({ inquiry, quote });
  useEffect(() => {
    if (loaded.current.quote === quote && loaded.current.inquiry === inquiry) return;
    loaded.current = { inquiry, quote };
    const carried = carryOver.current;
    carryOver.current = null;
    dispatch(loadAction(carried));
    // loadAction reads the props of this render; it is not a dependency of its own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [inquiry, quote]);
  // The commands read the state at the moment of a click and after an await: always the latest.
  const stateRef = useRef(editor);
  useLayoutEffect(() => {
    stateRef.current = editor;
  });
  useDraftSync(inquiry.id, editor, editable);

  const [attempt, setAttempt] = useState<'draft' | 'submit'>('draft');
  const [onlyErrors, setOnlyErrors] = useState(false);
  const [selectedId, setSelectedId] = useState<string | null>(inquiry.items[0]?.id ?? null);
  const root = useRef<HTMLDivElement>(null);
  const lineRegion = useRef<HTMLDivElement>(null);
  const narrow = useNarrow(root);
  // The page's section link (and a shared link) to the quote lands here (kit/use-anchor.ts).
  useAnchor('quote', root, true);
  // On one column the line's form is below the list: a line opened from the list brings its form
  // into view (and the focus to its heading), or the tap would seem to do nothing.
  const [reveal, setReveal] = useState(0);
  const openLine = useCallback(
    (itemId: string, open?: boolean) => {
      setSelectedId(itemId);
      if (open && narrow) setReveal((n) => n + 1);
    },
    [narrow],
  );
  useEffect(() => {
    if (!reveal || !lineRegion.current) return;
    lineRegion.current.scrollIntoView?.({ block: 'start' });
    lineRegion.current.querySelector<HTMLElement>('h3')?.focus({ preventScroll: true });
  }, [reveal]);
  const [batchNotice, setBatchNotice] = useState<{ count: number; file: string } | null>(null);

  const today = localToday(new Date(clock));
  const commands = useQuoteCommands({
    inquiry,
    quote,
    stateRef,
    check,
    dispatch,
    today,
    setAttempt,
    select: setSelectedId,
    onQuoteSaved: (answer, carried) => {
      carryOver.current = carried;
      clearDraft(inquiry.id);
      setAttempt('draft');
      onQuoteSaved(answer);
    },
    events,
  });

  const rows: Row[] = useMemo(() => {
    const shownCtx = { domestic, submit: attempt === 'submit', today, kind };
    const submitCtx = { domestic, submit: true, today, kind };
    return editor.lines.map((line, i) => {
      const item = inquiry.items[i] as InquiryItem;
      const client = check(line, shownCtx);
      const server = editor.serverErrors[line.itemId];
      const errors = server ? { ...server, ...client } : client;
      const errorCount = Object.keys(errors).length;
      const status = errorCount
        ? 'errors'
        : !line.quoted
          ? 'notQuoted'
          : Object.keys(check(line, submitCtx)).length
            ? 'toFill'
            : 'ready';
      return reuseRow({ item, line, status, errorCount, errors });
    });
  }, [editor.lines, editor.serverErrors, domestic, kind, attempt, today, inquiry.items, check]);

  const shownRows = onlyErrors ? rows.filter((r) => r.errorCount > 0) : rows;
  const done = rows.filter((r) => r.status === 'ready' || r.status === 'notQuoted').length;
  const found = rows.findIndex((r) => r.item.id === selectedId);
  const selectedIndex = found >= 0 ? found : 0;
  const selected = rows[selectedIndex];
  const nextWithError =
    rows.find((r, i) => r.errorCount > 0 && i > selectedIndex) ??
    rows.find((r) => r.errorCount > 0 && r !== selected);

  const onField = useCallback(
    (itemId: string, field: ScalarField, value: string) =>
      dispatch({ type: 'field', itemId, field, value }),
    [],
  );
  const onFee = useCallback(
    (itemId: string, slot: number, part: keyof FeeForm, value: string) =>
      dispatch({ type: 'fee', itemId, slot, part, value }),
    [],
  );
  const onQuoted = useCallback(
    (itemId: string, quoted: boolean) => dispatch({ type: 'quoted', itemId, quoted }),
    [],
  );

  // Stable handlers for the memoized parts; they call the commands of the latest render.
  const latest = useRef(commands);
  useLayoutEffect(() => {
    latest.current = commands;
  });
  const onSave = useCallback((a: 'hold' | 'submit') => latest.current.save(a), []);
  const onNoBid = useCallback(() => latest.current.noBid(), []);
  const onBatchMerged = useCallback(
    (count: number, file: string) => setBatchNotice({ count, file }),
    [],
  );

  const reload = async () => {
    commands.setAlert(null);
    await onReload();
  };
  const discard = () => {
    clearDraft(inquiry.id);
    dispatch({ type: 'discard' });
    commands.setAlert(null);
    setBatchNotice(null);
  };

  const alert = commands.alert;
  const quoteErrors = editor.serverErrors[''];
  const alertText =
    alert?.kind === 'lines'
      ? t('notice.linesWithErrors', { count: alert.count })
      : alert?.kind === 'error'
        ? messageText(t, alert.text)
        : null;
  const quoteMessages = Object.entries(quoteErrors ?? {}).filter(([path]) => !isLineField(path));
  // Typing goes on while a save is under way: what changes meanwhile is carried over its answer.
  const readOnly = !editable;

  return (
    <div
      ref={root}
      id="quote"
      style={{
        display: 'grid',
        gridTemplateColumns: 'minmax(0, 1fr)',
        gap: token('spacingVerticalM'),
        padding: narrow ? token('spacingHorizontalS') : token('spacingHorizontalL'),
        minWidth: 0,
      }}
    >
      <QuoteHeader inquiry={inquiry} quote={quote} state={state} clock={clock} />

      {!bidOpen ? (
        <InlineAlert intent="warning">{t('notice.expired')}</InlineAlert>
      ) : !editable ? (
        <InlineAlert intent="info">{t('notice.readOnly')}</InlineAlert>
      ) : null}
      {domestic && editable ? (
        <InlineAlert intent="info">{t('notice.domestic')}</InlineAlert>
      ) : null}

      {editor.restoredAt && editable ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <InlineAlert intent="info">
            {t('notice.restored', { time: formatDateTime(editor.restoredAt) })}
          </InlineAlert>
          <Button size="small" onClick={discard}>
            {t('notice.discard')}
          </Button>
        </div>
      ) : null}

      {alert?.kind === 'conflict' ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 12, flexWrap: 'wrap' }}>
          <InlineAlert>{alert.text}</InlineAlert>
          <Button appearance="primary" size="small" onClick={() => void reload()}>
            {t('notice.reload')}
          </Button>
        </div>
      ) : (
        // Always mounted (a live region), but empty without a problem: an empty message would
        // still draw the red icon.
        <InlineAlert>
          {alertText || quoteMessages.length ? (
            <>
              {alertText}
              {quoteMessages.map(([path, message]) => (
                <span key={path} style={{ display: 'block' }}>
                  {messageText(t, message)}
                </span>
              ))}
            </>
          ) : null}
        </InlineAlert>
      )}
      {batchNotice ? (
        <InlineAlert intent="info">
          {t('notice.batchMerged', { count: batchNotice.count, file: batchNotice.file })}
        </InlineAlert>
      ) : null}

      <div style={{ display: 'flex', alignItems: 'center', gap: 16, flexWrap: 'wrap' }}>
        <Checkbox
          label={t('list.onlyErrors')}
          checked={onlyErrors}
          onChange={(_, d) => setOnlyErrors(d.checked === true)}
        />
        <span role="status">{t('list.progress', { done, total: rows.length })}</span>
      </div>

      <div
        data-columns={narrow ? 1 : 2}
        style={{
          display: 'grid',
          // One column on a narrow screen: the list, then the chosen line's form at full width.
          gridTemplateColumns: narrow ? 'minmax(0, 1fr)' : 'minmax(0, 3fr) minmax(0, 2fr)',
          gap: token('spacingHorizontalL'),
          alignItems: 'start',
        }}
      >
        <div style={{ minWidth: 0 }}>
          {onlyErrors && shownRows.length === 0 ? (
            <p>{t('list.noErrors')}</p>
          ) : (
            <QuoteLineList
              rows={shownRows}
              selectedId={selected?.item.id ?? null}
              onSelect={openLine}
              narrow={narrow}
            />
          )}
        </div>
        {selected ? (
          // No scroll box of its own: the page scrolls once (docs/product-rules.md#quote-lines).
          <div
            ref={lineRegion}
            aria-label={t('line.label')}
            role="region"
            style={{ minWidth: 0, scrollMarginTop: 8 }}
          >
            <QuoteLineEditor
              item={selected.item}
              line={selected.line}
              errors={selected.errors ?? NO_ERRORS}
              domestic={domestic}
              kind={kind}
              readOnly={readOnly}
              onField={onField}
              onFee={onFee}
              onQuoted={onQuoted}
              previousId={rows[selectedIndex - 1]?.item.id}
              nextId={rows[selectedIndex + 1]?.item.id}
              nextErrorId={nextWithError?.item.id}
              onSelect={setSelectedId}
            />
          </div>
        ) : null}
      </div>

      <QuoteSection
        inquiryId={inquiry.id}
        items={inquiry.items}
        remarks={editor.remarks}
        remarksError={quoteErrors?.remarks}
        attachments={editor.attachments}
        readOnly={readOnly}
        dispatch={dispatch}
        onBatchMerged={onBatchMerged}
      />
      <QuoteActionsBar
        actions={actions}
        dirty={isDirty(editor)}
        onSave={onSave}
        onNoBid={onNoBid}
      />
    </div>
  );
}
