// What the registration and its resubmit end on: the server's word and the way to sign in.
import { useEffect, useRef, type MouseEvent } from 'react';
import { Button } from '@fluentui/react-components';
import type { TFunction } from '../../runtime/i18n';
import { InlineAlert, Row } from '../../kit/form-layout';
import { getConfig } from '../../runtime/config';
import { h2, stack } from './register-styles';

export interface RegisterDoneProps {
  account: string;
  /** The server's message, or the default one when it sent none. */
  message: string;
  title: string;
  loginHref?: string;
  titleId: string;
  t: TFunction;
}

export function RegisterDone({
  account,
  message,
  title,
  loginHref,
  titleId,
  t,
}: RegisterDoneProps) {
  const doneRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => doneRef.current?.focus(), []);
  const base = loginHref ?? getConfig().loginPath;
  const href = `${base}${base.includes('?') ? '&' : '?'}account=${encodeURIComponent(account)}`;
  const open = (e: MouseEvent<HTMLElement>) => {
    // A plain click goes through the page's router; a modified one follows the link.
    if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    getConfig().navigate(href);
  };
  return (
    <section aria-labelledby={titleId} style={{ ...stack, maxWidth: 800 }}>
      <h2 id={titleId} ref={doneRef} tabIndex={-1} style={h2}>
        {title}
      </h2>
      <InlineAlert intent="success">{message}</InlineAlert>
      <p style={{ margin: 0 }}>{t('done.account', { account })}</p>
      <Row>
        <Button as="a" appearance="primary" href={href} onClick={open}>
          {t('done.signIn')}
        </Button>
      </Row>
    </section>
  );
}
