// A page-wide toast bus. Every root (a shadow root or the host's PortalProvider) mounts a Fluent
// Toaster and registers it here; each toast goes to ONE of them (the oldest still mounted), so three
// widgets on one page do not show the same error three times.
import { ERROR_TOAST_MS } from '@portal/contract';

export type ToastIntent = 'success' | 'error' | 'warning' | 'info';

export interface ToastMessage {
  intent: ToastIntent;
  text: string;
  /** Milliseconds before it closes by itself. */
  timeout: number;
}

type Outlet = (message: ToastMessage) => void;

const outlets: Outlet[] = [];
// Toasts raised before any toaster is mounted (e.g. a failure while a chunk loads) wait here.
const queue: ToastMessage[] = [];

export function registerToastOutlet(outlet: Outlet): () => void {
  outlets.push(outlet);
  if (outlets.length === 1) for (const m of queue.splice(0)) outlet(m);
  return () => {
    const i = outlets.indexOf(outlet);
    if (i >= 0) outlets.splice(i, 1);
  };
}

function show(message: ToastMessage): void {
  const outlet = outlets[0];
  if (outlet) outlet(message);
  else queue.push(message);
}

const SHORT_MS = 3_000;

export const toast = {
  show,
  success: (text: string) => show({ intent: 'success', text, timeout: SHORT_MS }),
  info: (text: string) => show({ intent: 'info', text, timeout: SHORT_MS }),
  warning: (text: string) => show({ intent: 'warning', text, timeout: ERROR_TOAST_MS }),
  error: (text: string) => show({ intent: 'error', text, timeout: ERROR_TOAST_MS }),
};
