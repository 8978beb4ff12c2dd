// The dev mailbox's link under the sign-in form, shown only when the server says the mailbox is on
// (off in production, or with DEV_MAILBOX=0): one small public call, and nothing at all if it fails.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { integrationApi } from '@portal/contract';
import { call, useT } from '@portal/widgets';

export function DevMailboxLink() {
  const { t } = useT('host');
  const [enabled, setEnabled] = useState(false);
  useEffect(() => {
    const abort = new AbortController();
    call(integrationApi.devMailboxStatus, {}, { signal: abort.signal, toast: false }).then(
      (answer) => setEnabled(answer.data.enabled),
      () => setEnabled(false),
    );
    return () => abort.abort();
  }, []);
  if (!enabled) return null;
  return (
    <p className="sp-login-devmail">
      <Link to="/devMailbox">{t('pages.devMailbox.link')}</Link>
    </p>
  );
}
