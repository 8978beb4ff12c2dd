// The toaster of one root, fed by the page-wide toast bus. Fluent's toast code (~6 KB gzip) is not in
// the shared chunk: the outlet renders nothing and imports ./fluent-toaster the first time the bus
// hands it a toast. Toasts that arrive meanwhile wait in `pending` and are shown once it has loaded.
// The bus still gives each toast to ONE outlet, so a page with several roots shows it once.
// A screen with modal dialogs calls preloadToaster() so the toaster exists before one opens (see
// toast.ts for why).
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { onToasterPreload, registerToastOutlet, type ToastMessage } from './toast';

const FluentToaster = lazy(() => import('./fluent-toaster'));

export function ToasterOutlet() {
  const pending = useRef<ToastMessage[]>([]);
  // Bumped per toast; 0 = none yet, so nothing is imported or rendered.
  const [received, setReceived] = useState(0);
  useEffect(
    () =>
      registerToastOutlet((message) => {
        pending.current.push(message);
        setReceived((n) => n + 1);
      }),
    [],
  );
  const [preloaded, setPreloaded] = useState(false);
  useEffect(() => onToasterPreload(() => setPreloaded(true)), []);
  const take = useCallback(() => pending.current.splice(0), []);
  if (!received && !preloaded) return null;
  return (
    <Suspense fallback={null}>
      <FluentToaster received={received} take={take} />
    </Suspense>
  );
}
