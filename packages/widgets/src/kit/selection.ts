// Row selection as a set of ids: what the table's checkboxes (one row, or all on the page) do to it.
// Lists, the bargaining panel and the quote comparison keep their selection this one way.

/** `prev` with `ids` added (on) or removed (off); a new set, so React sees the change. */
export function toggleIds(prev: ReadonlySet<string>, ids: readonly string[], on: boolean) {
  const next = new Set(prev);
  for (const id of ids) {
    if (on) next.add(id);
    else next.delete(id);
  }
  return next;
}
