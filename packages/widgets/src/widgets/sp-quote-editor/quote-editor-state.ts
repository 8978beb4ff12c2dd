// The editor's state: the server's quote as loaded (`base`), the lines being edited, what changed
// since, and the server's field errors. A reducer, so that a keystroke replaces exactly one line
// object and everything keyed on the others (rows, cached checks) stays as it is.
import type { InquiryDetail, Quote, QuoteLineInput, UploadedFile } from '@portal/contract';
import type { QuoteDraft } from './quote-draft';
import {
  fromLineInput,
  isBlank,
  mergeLine,
  prefilled,
  setFee,
  setValue,
  type FeeForm,
  type LineForm,
  type ScalarField,
} from './quote-line-form';

export interface EditorState {
  /** The quote version the edits apply to (sent with save/submit; 409 when stale). */
  version: number;
  base: { lines: LineForm[]; remarks: string; attachments: UploadedFile[] };
  lines: LineForm[];
  remarks: string;
  attachments: UploadedFile[];
  dirtyItems: ReadonlySet<string>;
  quoteDirty: boolean;
  /** Server field errors by item id, `''` for the quote itself. Cleared field by field on edit. */
  serverErrors: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** When the restored draft was written; null when nothing was restored. */
  restoredAt: string | null;
}

export type EditorAction =
  | {
      type: 'load';
      inquiry: InquiryDetail;
      quote: Quote;
      draft: QuoteDraft | null;
      /** Say that edits were restored (a draft from storage, not edits carried over a save). */
      notice: boolean;
    }
  | { type: 'field'; itemId: string; field: ScalarField; value: string }
  | { type: 'fee'; itemId: string; slot: number; part: keyof FeeForm; value: string }
  | { type: 'quoted'; itemId: string; quoted: boolean }
  | { type: 'remarks'; value: string }
  | { type: 'attachments'; files: UploadedFile[] }
  | { type: 'merge'; lines: QuoteLineInput[] }
  | { type: 'serverErrors'; errors: EditorState['serverErrors'] }
  | { type: 'discard' };

export const emptyEditor: EditorState = {
  version: 0,
  base: { lines: [], remarks: '', attachments: [] },
  lines: [],
  remarks: '',
  attachments: [],
  dirtyItems: new Set(),
  quoteDirty: false,
  serverErrors: {},
  restoredAt: null,
};

function baseLines(inquiry: InquiryDetail, quote: Quote): LineForm[] {
  const stored = new Map(quote.lines.map((l) => [l.itemId, fromLineInput(l)]));
  return inquiry.items.map((item) => {
    const line = stored.get(item.id);
    // Before the first save every line is empty: start from what the buyer asked for.
    if (!line || (quote.state === 'notQuoted' && isBlank(line))) return prefilled(item);
    return line;
  });
}

function load(
  inquiry: InquiryDetail,
  quote: Quote,
  draft: QuoteDraft | null,
  notice: boolean,
): EditorState {
  const base = {
    lines: baseLines(inquiry, quote),
    remarks: quote.remarks,
    attachments: quote.attachments,
  };
  const state: EditorState = { ...emptyEditor, version: quote.version, base, ...base };
  if (!draft) return state;
  const edited = new Map(draft.lines.map((l) => [l.itemId, l]));
  const lines = base.lines.map((l) => edited.get(l.itemId) ?? l);
  const dirtyItems = new Set(lines.filter((l) => edited.has(l.itemId)).map((l) => l.itemId));
  const quoteDirty = draft.remarks !== undefined || draft.attachments !== undefined;
  return {
    ...state,
    lines,
    remarks: draft.remarks ?? base.remarks,
    attachments: draft.attachments ?? base.attachments,
    dirtyItems,
    quoteDirty,
    restoredAt: notice && (dirtyItems.size || quoteDirty) ? draft.savedAt : null,
  };
}

function withoutServerError(state: EditorState, itemId: string, path: string) {
  const own = state.serverErrors[itemId];
  if (!own || !(path in own)) return state.serverErrors;
  const rest = { ...own };
  delete rest[path];
  return { ...state.serverErrors, [itemId]: rest };
}

function editLine(
  state: EditorState,
  itemId: string,
  change: (l: LineForm) => LineForm,
  path: string,
): EditorState {
  const lines = state.lines.map((l) => (l.itemId === itemId ? change(l) : l));
  const dirtyItems = new Set(state.dirtyItems).add(itemId);
  return { ...state, lines, dirtyItems, serverErrors: withoutServerError(state, itemId, path) };
}

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'load':
      return load(action.inquiry, action.quote, action.draft, action.notice);
    case 'field':
      return editLine(
        state,
        action.itemId,
        (l) => setValue(l, action.field, action.value),
        action.field,
      );
    case 'fee':
      return editLine(
        state,
        action.itemId,
        (l) => setFee(l, action.slot, action.part, action.value),
        `fees.${action.slot}.${action.part}`,
      );
    case 'quoted':
      return editLine(state, action.itemId, (l) => ({ ...l, quoted: action.quoted }), 'quoted');
    case 'remarks':
      return { ...state, remarks: action.value, quoteDirty: true };
    case 'attachments':
      return { ...state, attachments: action.files, quoteDirty: true };
    case 'merge': {
      const uploaded = new Map(action.lines.map((l) => [l.itemId, l]));
      const dirtyItems = new Set(state.dirtyItems);
      const lines = state.lines.map((l) => {
        const u = uploaded.get(l.itemId);
        if (!u) return l;
        dirtyItems.add(l.itemId);
        return mergeLine(l, u);
      });
      return { ...state, lines, dirtyItems };
    }
    case 'serverErrors':
      return { ...state, serverErrors: action.errors };
    case 'discard':
      return {
        ...state,
        ...state.base,
        dirtyItems: new Set(),
        quoteDirty: false,
        serverErrors: {},
        restoredAt: null,
      };
  }
}

export function isDirty(state: EditorState): boolean {
  return state.dirtyItems.size > 0 || state.quoteDirty;
}

/** What a draft keeps: the edited lines, and the quote's own fields if they changed. */
export function toDraft(state: EditorState): QuoteDraft {
  return {
    savedAt: new Date().toISOString(),
    version: state.version,
    lines: state.lines.filter((l) => state.dirtyItems.has(l.itemId)),
    ...(state.quoteDirty ? { remarks: state.remarks, attachments: state.attachments } : {}),
  };
}
