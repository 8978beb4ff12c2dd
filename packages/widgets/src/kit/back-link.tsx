// The "back to the list" link of a widget's detail view. With `href` (the host bound the list's
// URL) it is a real link: a plain click goes back in place through `onBack`, a middle or modified
// click opens the list where the browser puts it. Without one it is a button.
import type { ReactNode } from 'react';
import { Link } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons';

export interface BackLinkProps {
  href?: string;
  onBack: () => void;
  children: ReactNode;
}

export function BackLink({ href, onBack, children }: BackLinkProps) {
  const arrow = <ArrowLeftRegular style={{ verticalAlign: 'middle', marginInlineEnd: 4 }} />;
  if (!href) {
    return (
      <Link as="button" onClick={onBack}>
        {arrow}
        {children}
      </Link>
    );
  }
  return (
    <Link
      href={href}
      onClick={(e) => {
        if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey) return;
        e.preventDefault();
        onBack();
      }}
    >
      {arrow}
      {children}
    </Link>
  );
}
