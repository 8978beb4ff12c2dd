// A widget that is a list and, for one record, its detail (the quote reviews, the API log): the
// record shown is the page's id (its own route) or the one picked in the list (in place, on a page
// that binds no detail link). Opening follows the bound link when there is one; going back leaves
// the picked record and follows the bound list link.
import { useMemo, useState } from 'react';
import { linkHref, navigateTo, type AnyLinkBindings } from './links';

export interface ListOrDetail {
  /** The record to show; undefined shows the list. */
  shown: string | undefined;
  /** The list rows' link to a record, when the detail has a page of its own. */
  href: ((id: string) => string) | undefined;
  /** Opens a record from the list: `onOpen`, then its page when bound, else in place. */
  open: (id: string) => void;
  /** The list's own page, when bound (the detail's Back link). */
  backHref: string | undefined;
  /** Back from the detail: to the list in place, and to the list's page when bound. */
  back: () => void;
}

export function useListOrDetail(options: {
  /** The record the page names (an attribute or the route's id). */
  id: string | undefined;
  links: AnyLinkBindings | undefined;
  /** The ref of the detail's page (`compare`, `detail`); the list's is `list`. */
  detailRef: string;
  onOpen?: (detail: { id: string }) => void;
}): ListOrDetail {
  const { id, links, detailRef, onOpen } = options;
  const [picked, setPicked] = useState<string | undefined>();
  // Stable while the bindings are, so a resource built from them (useMemo) is built once.
  const handlers = useMemo(() => {
    const bound = !!links?.[detailRef];
    return {
      href: bound ? (to: string) => linkHref(links, detailRef, { id: to }) ?? '' : undefined,
      open: (to: string) => {
        onOpen?.({ id: to });
        const href = linkHref(links, detailRef, { id: to });
        if (href) navigateTo(href);
        else setPicked(to);
      },
      backHref: links?.list,
      back: () => {
        setPicked(undefined);
        if (links?.list) navigateTo(links.list);
      },
    };
  }, [links, detailRef, onOpen]);
  return { shown: id || picked, ...handlers };
}
