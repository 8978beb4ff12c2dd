// Arrow keys between the controls of a table's body, with one tab stop (a roving tabindex): the
// kit's own, instead of Fluent's useArrowNavigationGroup, whose Tabster mover puts focusable
// aria-hidden dummies around the body that accessibility checkers report as aria-hidden-focus
// (docs/decisions/2026-11-26-own-roving-grid.md).
//
// The controls (links, buttons, checkboxes) stay where the rows render them; this only sets their
// tabindex: the current one 0, every other -1. Left/Right go to the previous/next control in
// reading order (on into the next row, like Fluent's grid-linear did); Up/Down to the control in
// the same column of the row above/below; Home/End to the row's first/last control, with Ctrl to
// the body's. Tab enters at the control last focused (the first one before that), and leaves the
// body at once.
import {
  useCallback,
  useLayoutEffect,
  useRef,
  type FocusEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';

/** What the browser can focus; `itemsOf` keeps those that are enabled and tab stops. */
const FOCUSABLE = 'a[href], button, input, select, textarea, [tabindex]';
/** Marks a control this file took out of the tab order, so it stays one of the grid's. */
const MANAGED = 'data-roving';

function isItem(el: HTMLElement): boolean {
  if (el.matches(':disabled') || el.closest('[aria-hidden="true"], [inert]')) return false;
  // A control its own widget keeps at -1 (a focus target that is not a tab stop) is not ours.
  return el.tabIndex >= 0 || el.hasAttribute(MANAGED);
}

export function itemsOf(body: HTMLElement): HTMLElement[] {
  return Array.from(body.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(isItem);
}

/** Whether a keyboard can reach anything inside `el` (the grid's current control counts). */
export function hasTabStop(el: HTMLElement): boolean {
  return Array.from(el.querySelectorAll<HTMLElement>(FOCUSABLE)).some(
    (c) => !c.matches(':disabled') && c.tabIndex >= 0 && !c.closest('[aria-hidden="true"]'),
  );
}

/** Keys that type or choose inside the control itself. */
function ownsArrowKeys(el: HTMLElement): boolean {
  if (el.isContentEditable || el instanceof HTMLTextAreaElement) return true;
  if (el instanceof HTMLSelectElement) return true;
  if (el.getAttribute('role') === 'combobox') return true;
  return el instanceof HTMLInputElement && !['checkbox', 'radio', 'button'].includes(el.type);
}

function setTabIndex(el: HTMLElement, value: '0' | '-1') {
  if (el.getAttribute('tabindex') !== value) el.setAttribute('tabindex', value);
  if (!el.hasAttribute(MANAGED)) el.setAttribute(MANAGED, '');
}

interface Cell {
  row: Element | null;
  column: number;
  /** Its place among the controls of its cell (a cell of row actions holds several). */
  inCell: number;
}

function cellOf(el: HTMLElement, items: HTMLElement[]): Cell {
  const td = el.closest('td, th');
  const siblings = td ? items.filter((i) => td.contains(i)) : [el];
  return {
    row: el.closest('tr'),
    column: td instanceof HTMLTableCellElement ? td.cellIndex : 0,
    inCell: siblings.indexOf(el),
  };
}

/** The control of `row` nearest the column (and place in the cell) of `from`. */
function sameColumn(items: HTMLElement[], row: Element, from: Cell): HTMLElement | undefined {
  const inRow = items.filter((i) => i.closest('tr') === row);
  let best: HTMLElement | undefined;
  let bestScore = Infinity;
  for (const item of inRow) {
    const c = cellOf(item, inRow);
    const score = Math.abs(c.column - from.column) * 1000 + Math.abs(c.inCell - from.inCell);
    if (score < bestScore) [best, bestScore] = [item, score];
  }
  return best;
}

function target(
  items: HTMLElement[],
  from: HTMLElement,
  e: KeyboardEvent,
): HTMLElement | undefined {
  const at = items.indexOf(from);
  const here = cellOf(from, items);
  const rows: (Element | null)[] = [...new Set(items.map((i) => i.closest('tr')))];
  const rowAt = rows.indexOf(here.row);
  const inRow = items.filter((i) => i.closest('tr') === here.row);
  switch (e.key) {
    case 'ArrowRight':
      return items[at + 1];
    case 'ArrowLeft':
      return at > 0 ? items[at - 1] : undefined;
    case 'ArrowDown': {
      const row = rows[rowAt + 1];
      return row ? sameColumn(items, row, here) : undefined;
    }
    case 'ArrowUp': {
      const row = rowAt > 0 ? rows[rowAt - 1] : undefined;
      return row ? sameColumn(items, row, here) : undefined;
    }
    case 'Home':
      return e.ctrlKey ? items[0] : inRow[0];
    case 'End':
      return e.ctrlKey ? items.at(-1) : inRow.at(-1);
    default:
      return undefined;
  }
}

export interface RovingGrid<E extends HTMLElement> {
  ref: RefObject<E | null>;
  onKeyDown: (e: KeyboardEvent<E>) => void;
  onFocus: (e: FocusEvent<E>) => void;
}

/** Spread on the table body (Fluent's TableBody passes all three to its <tbody>). */
export function useRovingGrid<E extends HTMLElement>(): RovingGrid<E> {
  const body = useRef<E | null>(null);
  /** The control that holds the tab stop; the first control while it is none or gone. */
  const current = useRef<HTMLElement | null>(null);

  const sync = useCallback(() => {
    const el = body.current;
    if (!el) return;
    const items = itemsOf(el);
    const keep = current.current;
    const stop = keep && items.includes(keep) ? keep : items[0];
    for (const item of items) setTabIndex(item, item === stop ? '0' : '-1');
  }, []);

  // Rows come and go (paging, sorting, the virtualizer scrolling), and a re-render may give a
  // control its own tabindex back: each change of the body is followed by a sync.
  useLayoutEffect(() => {
    const el = body.current;
    if (!el) return;
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(el, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['tabindex', 'disabled', 'href', 'aria-hidden'],
    });
    return () => observer.disconnect();
  }, [sync]);

  const onFocus = useCallback(
    (e: FocusEvent<E>) => {
      const el = body.current;
      const focused = e.target as HTMLElement;
      if (!el || !itemsOf(el).includes(focused)) return;
      current.current = focused;
      sync();
    },
    [sync],
  );

  const onKeyDown = useCallback((e: KeyboardEvent<E>) => {
    const el = body.current;
    const from = e.target as HTMLElement;
    if (!el || e.defaultPrevented || e.altKey || e.metaKey || ownsArrowKeys(from)) return;
    const items = itemsOf(el);
    if (!items.includes(from)) return;
    const to = target(items, from, e);
    if (!to) return;
    e.preventDefault();
    to.focus();
  }, []);

  return { ref: body, onKeyDown, onFocus };
}
