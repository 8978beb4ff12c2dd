// Keeps the unsaved edits in sessionStorage (quote-draft.ts) while the user types, writes them at
// once when the page is hidden or the editor unmounts, and asks before the tab closes with edits
// that only this tab holds: the kit's unsaved guard, as every form of the kit (docs/architecture.md,
// "The kit").
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useUnsavedGuard } from '../../kit/resource/use-unsaved-guard';
import { clearDraft, writeDraft } from './quote-draft';
import { isDirty, toDraft, type EditorState } from './quote-editor-state';

const WRITE_DELAY_MS = 300;

export function useDraftSync(inquiryId: string, state: EditorState, editable: boolean): void {
  const latest = useRef({ state, editable });
  useLayoutEffect(() => {
    latest.current = { state, editable };
  });
  const dirty = isDirty(state);

  useEffect(() => {
    if (!editable) return;
    if (!dirty) {
      clearDraft(inquiryId);
      return;
    }
    // Debounced: after a batch upload a draft can hold hundreds of lines.
    const timer = setTimeout(() => writeDraft(inquiryId, toDraft(state)), WRITE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [inquiryId, state, dirty, editable]);

  useEffect(() => {
    const flush = () => {
      const { state: s, editable: e } = latest.current;
      if (e && isDirty(s)) writeDraft(inquiryId, toDraft(s));
    };
    window.addEventListener('pagehide', flush);
    return () => {
      window.removeEventListener('pagehide', flush);
      flush();
    };
  }, [inquiryId]);

  useUnsavedGuard(dirty, editable);
}
