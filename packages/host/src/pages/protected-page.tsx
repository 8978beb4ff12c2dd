// A protected route's page: its widget, or the "not available yet" notice.
import { Suspense, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { Spinner } from '@fluentui/react-components';
import { session, useT } from '@portal/widgets';
import { NotAvailable } from '../layout/not-available';
import { firstMenuUrl } from '../layout/menu-tree';
import { useRouteEntry } from '../routes/route-handle';
import { WIDGETS, hasWidget, type ProtectedWidgetTag } from '../routes/widget-registry';

function WidgetSlot({ tag }: { tag: ProtectedWidgetTag }) {
  // Typed loosely on purpose: the registry is empty until the first protected widget lands.
  const Widget = (WIDGETS as Record<string, ComponentType | undefined>)[tag];
  return Widget ? <Widget /> : null;
}

export function ProtectedPage() {
  const { t } = useT('host');
  const navigate = useNavigate();
  const entry = useRouteEntry();
  if (!entry) return null;
  if (hasWidget(entry.widget)) {
    return (
      <Suspense fallback={<Spinner label={t('layout.loading')} />}>
        <WidgetSlot tag={entry.widget} />
      </Suspense>
    );
  }
  const home = firstMenuUrl(session.get()?.menus);
  return (
    <NotAvailable
      titleKey={entry.titleKey}
      path={entry.path}
      onBack={home && home !== entry.path ? () => void navigate(home) : undefined}
      backLabel={t('actions.toHome')}
    />
  );
}

export { ProtectedPage as Component };
