// sp-api-log: the log of every call to an outside system (/sys/apiLog/index): requests and answers
// of OA, QAUDIT, the ERP and e-mail, newest first, with the simulator's settings above; with an
// entry id (/sys/apiLog/detail?id=) the entry's request and response and its message, with Resend.
// On pages of its own (the host) rows link to `detail-href` and Back to `list-href`, so a reload or
// a shared link keeps the entry; embedded without them it switches in place.
import { useEffect, useMemo, useState, type CSSProperties } from 'react';
import { withConfirm } from '../../kit/confirm-dialog';
import { token } from '../../kit/css-token';
import { ResourceList } from '../../kit/resource';
import { getConfig } from '../../runtime/config';
import { withQuery } from '../../runtime/query-provider';
import { preloadToaster } from '../../runtime/toast';
import { ApiLogDetailView } from './api-log-detail';
import { apiLogResource } from './api-log-resource';
import { SimulatorPanel } from './simulator-panel';

export interface ApiLogProps {
  /** Show this entry (attribute `log-id`); the list when empty. */
  logId?: string;
  /** The detail's URL, `{id}` replaced by the entry id (attribute `detail-href`). */
  detailHref?: string;
  /** The list's URL (attribute `list-href`). */
  listHref?: string;
  /** Hides the simulator's settings above the list (attribute `hide-simulator`). */
  hideSimulator?: boolean;
  onOpen?: (detail: { id: string }) => void;
}

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalXL'),
};

const fill = (template: string, id: string) => template.replaceAll('{id}', encodeURIComponent(id));

function ApiLogView({ logId, detailHref, listHref, hideSimulator, onOpen }: ApiLogProps) {
  const [picked, setPicked] = useState<string | undefined>();
  // Resend confirms in a modal and then toasts: the toaster must exist first (runtime/toast.ts).
  useEffect(preloadToaster, []);
  const resource = useMemo(
    () =>
      apiLogResource({
        href: detailHref ? (id) => fill(detailHref, id) : undefined,
        open: (id) => {
          onOpen?.({ id });
          if (detailHref) getConfig().navigate(fill(detailHref, id));
          else setPicked(id);
        },
      }),
    [detailHref, onOpen],
  );

  const shown = logId || picked;
  if (shown) {
    return (
      <ApiLogDetailView
        id={shown}
        backHref={listHref}
        onBack={() => {
          setPicked(undefined);
          if (listHref) getConfig().navigate(listHref);
        }}
      />
    );
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
