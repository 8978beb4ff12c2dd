// A link to another screen by its bound URL: a plain click goes through the page's router (the
// host's, so the page does not reload), a modified click (new tab, new window, download) is left to
// the browser. Without a URL (the ref is not bound on this page) the text shows without a link.
import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { navigateTo } from './links';

/** A click handler that opens in place on a plain click and leaves modified clicks alone. */
export function followWith(open: () => void) {
  return (e: MouseEvent<HTMLElement>) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)
      return;
    e.preventDefault();
    open();
  };
}

export interface RefLinkProps {
  /** The bound URL (linkHref), or undefined: then the children show as text. */
  href: string | undefined;
  /** Replaces the navigation on a plain click (e.g. opening a row in place). */
  onOpen?: () => void;
  'aria-label'?: string;
  children: ReactNode;
}

export function RefLink({ href, onOpen, children, ...rest }: RefLinkProps) {
  if (!href) return <>{children}</>;
  return (
    <Link
      href={href}
      aria-label={rest['aria-label']}
      onClick={followWith(onOpen ?? (() => navigateTo(href)))}
    >
      {children}
    </Link>
  );
}
