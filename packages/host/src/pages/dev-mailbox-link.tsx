// The dev mailbox's link under the sign-in form, shown only when the server says the mailbox is on
// (off in production, or with DEV_MAILBOX=0): one small public call, and nothing at all if it fails.
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '@fluentui/react-components';
import { integrationApi } from '@portal/contract';
import { call, useT } from '@portal/widgets';
import { handleLinkClick } from '../layout/link-click';

export function DevMailboxLink() {
  const { t } = useT('host');
  const navigate = useNavigate();
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
      {/* A Fluent Link like the sign-in form's own links; a plain click stays in the app. */}
      <Link
        href="/devMailbox"
        onClick={(e) => handleLinkClick(e, () => void navigate('/devMailbox'))}
      >
        {t('pages.devMailbox.link')}
      </Link>
    </p>
  );
}
