// Save draft, submit and no-bid: check the lines with the contract's rules first (draft rules for
// a save, every rule for a submit), send the whole quote with the version it was loaded at, and
// turn the answer into what the user sees: field errors on their line (400), a stale or closed
// quote with Reload (409), any other failure beside the buttons. The edits stay in the editor
// whatever happens; only a success replaces them with the server's quote.
import { useRef, useState, type Dispatch, type RefObject } from 'react';
import {
  inquiryApi,
  type InquiryDetail,
  type MessageKey,
  type Quote,
  type QuoteAction,
  type QuoteState,
} from '@portal/contract';
import { useConfirm } from '../../kit/confirm-dialog';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import type { QuoteDraft } from './quote-draft';
import type { EditorAction, EditorState } from './quote-editor-state';
import { QUOTE_NS } from './quote-editor-text';
import { toLineInput } from './quote-line-form';
import { serverErrorsByItem, type LineCheck } from './quote-line-issues';

export type QuoteAlert =
  | { kind: 'conflict'; text: string }
  | { kind: 'error'; text: string }
  | { kind: 'lines'; count: number };

/** `detail` of sp-saved, sp-submitted and sp-no-bid. */
export interface QuoteEventDetail {
  inquiryId: string;
  quoteId: string | null;
  quoteNumber: string | null;
  state: QuoteState;
  version: number;
}

export interface QuoteEvents {
  onSaved?: (detail: QuoteEventDetail) => void;
  onSubmitted?: (detail: QuoteEventDetail) => void;
  onNoBid?: (detail: QuoteEventDetail) => void;
}

interface Options {
  inquiry: InquiryDetail;
  quote: Quote;
  stateRef: RefObject<EditorState>;
  check: LineCheck;
  dispatch: Dispatch<EditorAction>;
  today: string;
  setAttempt: (a: 'draft' | 'submit') => void;
  select: (itemId: string) => void;
  /** The server's new quote, and the edits made while the request was under way. */
  onQuoteSaved: (quote: Quote, carryOver: QuoteDraft | null) => void;
  events: QuoteEvents;
}

const DONE: Record<QuoteAction, MessageKey> = {
  hold: 'quote.held',
  submit: 'quote.submitted',
  noBid: 'quote.noBidDone',
};

/** What changed after `sent` was sent, to lay over the server's answer. */
function editsSince(sent: EditorState, now: EditorState): QuoteDraft | null {
  const lines = now.lines.filter((l, i) => l !== sent.lines[i]);
  const remarks = now.remarks !== sent.remarks ? now.remarks : undefined;
  const attachments = now.attachments !== sent.attachments ? now.attachments : undefined;
  if (!lines.length && remarks === undefined && attachments === undefined) return null;
  return { savedAt: new Date().toISOString(), version: now.version, lines, remarks, attachments };
}

export function useQuoteCommands({
  inquiry,
  quote,
  stateRef,
  check,
  dispatch,
  today,
  setAttempt,
  select,
  onQuoteSaved,
  events,
}: Options) {
  const { t } = useT([QUOTE_NS, 'contract']);
  const confirm = useConfirm();
  const [busy, setBusy] = useState<QuoteAction | null>(null);
  const [alert, setAlert] = useState<QuoteAlert | null>(null);
  const inFlight = useRef(false);
  const domestic = quote.domestic;

  const succeed = (action: QuoteAction, answer: Quote, sent: EditorState) => {
    onQuoteSaved(answer, editsSince(sent, stateRef.current));
    toast.success(t(DONE[action], { ns: 'contract' }));
    const detail: QuoteEventDetail = {
      inquiryId: inquiry.id,
      quoteId: answer.id,
      quoteNumber: answer.quoteNumber,
      state: answer.state,
      version: answer.version,
    };
    if (action === 'hold') events.onSaved?.(detail);
    else if (action === 'submit') events.onSubmitted?.(detail);
    else events.onNoBid?.(detail);
  };

  const fail = (e: unknown, sent: EditorState) => {
    if (!isApiError(e)) {
      setAlert({ kind: 'error', text: e instanceof Error ? e.message : String(e) });
      return;
    }
    if (e.status === 409) {
      setAlert({ kind: 'conflict', text: e.message });
      return;
    }
    if (e.status === 400 && Object.keys(e.fields).length) {
      const byItem = serverErrorsByItem(e.fields, sent.lines);
      dispatch({ type: 'serverErrors', errors: byItem });
      const first = sent.lines.find((l) => byItem[l.itemId]);
      if (first) select(first.itemId);
    }
    setAlert({ kind: 'error', text: e.message });
  };

  const run = async (action: QuoteAction, send: (sent: EditorState) => Promise<Quote>) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setBusy(action);
    setAlert(null);
    const sent = stateRef.current;
    try {
      succeed(action, await send(sent), sent);
    } catch (e) {
      fail(e, sent);
    } finally {
      inFlight.current = false;
      setBusy(null);
    }
  };

  const save = async (action: 'hold' | 'submit') => {
    const submit = action === 'submit';
    setAttempt(submit ? 'submit' : 'draft');
    const current = stateRef.current;
    const ctx = { domestic, submit, today, kind: inquiry.kind };
    const bad = current.lines.filter((l) => Object.keys(check(l, ctx)).length > 0);
    if (bad.length) {
      setAlert({ kind: 'lines', count: bad.length });
      if (bad[0]) select(bad[0].itemId);
      return;
    }
    if (submit && !current.lines.some((l) => l.quoted)) {
      setAlert({ kind: 'error', text: 'quote.noLines' });
      return;
    }
    await run(action, async (sent) => {
      const route = submit ? inquiryApi.submitQuote : inquiryApi.holdQuote;
      const answer = await call(
        route,
        {
          inquiryId: inquiry.id,
          version: sent.version,
          lines: sent.lines.map((l) => toLineInput(l, { domestic, kind: inquiry.kind })),
          remarks: sent.remarks,
          attachmentIds: sent.attachments.map((a) => a.id),
        },
        { toast: false },
      );
      return answer.data;
    });
  };

  const noBid = async () => {
    const ok = await confirm({
      title: t('noBidConfirm.title'),
      body: t('noBidConfirm.body', { number: inquiry.inquiryNumber }),
      confirmLabel: t('noBidConfirm.confirm'),
      danger: true,
    });
    if (!ok) return;
    await run('noBid', async (sent) => {
      const answer = await call(
        inquiryApi.noBid,
        { inquiryId: inquiry.id, version: sent.version, reason: '' },
        { toast: false },
      );
      return answer.data;
    });
  };

  return { busy, alert, setAlert, save, noBid };
}
