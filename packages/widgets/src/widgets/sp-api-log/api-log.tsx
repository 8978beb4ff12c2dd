// sp-api-log: the log of every call to an outside system (/sys/apiLog/index): requests and answers
// of OA, QAUDIT, the ERP and e-mail, newest first, with the simulator's settings above; with an
// entry id (/sys/apiLog/detail?id=) the entry's request and response and its message, with Resend.
// On pages that bind its links (the host) rows link to `detail` and Back to `list`, so a reload or
// a shared link keeps the entry; embedded without them it switches in place.
import { useEffect, useMemo, type CSSProperties } from 'react';
import { withConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { ResourceList } from '../../kit/resource';
import { routeRef, type LinkBindings } from '../../kit/links';
import { useListOrDetail } from '../../kit/use-list-or-detail';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { ApiLogDetailView } from './api-log-detail';
import { apiLogResource } from './api-log-resource';
import { SimulatorPanel } from './simulator-panel';

export interface ApiLogProps {
  /** Show this entry (attribute `log-id`); the list when empty. */
  logId?: string;
  /** Where an entry's page (`detail`, `{id}` the entry id) and the list (`list`) are. */
  links?: LinkBindings<typeof apiLogLinks>;
  /** Hides the simulator's settings above the list (attribute `hide-simulator`). */
  hideSimulator?: boolean;
  onOpen?: (detail: { id: string }) => void;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
};

/** The log's pages, when it has pages of its own. */
export const apiLogLinks = { detail: routeRef('id'), list: routeRef() };

function ApiLogView({ logId, links, hideSimulator, onOpen }: ApiLogProps) {
  const view = useListOrDetail({ id: logId, links, detailRef: 'detail', onOpen });
  // Resend confirms in a modal and then toasts: the toaster must exist first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  const resource = useMemo(
    () =>
      apiLogResource({
        href: view.href,
        open: view.open,
      }),
    [view.href, view.open],
  );

  const shown = view.shown;
  if (shown) {
    return <ApiLogDetailView id={shown} backHref={view.backHref} onBack={view.back} />;
  }
  return (
    <div style={stack}>
      {hideSimulator ? null : <SimulatorPanel />}
      <ResourceList resource={resource} stateKey="api-log" />
    </div>
  );
}

export const ApiLog = withQuery(withConfirm(ApiLogView));
export default ApiLog;
