import { useNavigate } from 'react-router';
import { useT } from '@portal/widgets';
import { NotAvailable } from '../layout/not-available';
import { useRouteEntry } from '../routes/route-handle';

/** A public route without its widget yet (registration, password reset). */
export function PublicNotAvailablePage() {
  const { t } = useT('host');
  const navigate = useNavigate();
  const entry = useRouteEntry();
  if (!entry) return null;
  return (
    <NotAvailable
      titleKey={entry.titleKey}
      path={entry.path}
      onBack={() => void navigate('/login')}
      backLabel={t('actions.toLogin')}
    />
  );
}
