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

// Screens that open modal dialogs mount the toaster up front: Tabster's modalizer hides (aria-hidden)
// body children that appear while a modal is open and does not give the page back when the first
// toast's portal is created from inside a dialog. Public pages keep loading it on the first toast.
let preloaded = false;
const preloadListeners = new Set<() => void>();

export function preloadToaster(): void {
  if (preloaded) return;
  preloaded = true;
  for (const listener of preloadListeners) listener();
}

export function onToasterPreload(listener: () => void): () => void {
  if (preloaded) listener();
  preloadListeners.add(listener);
  return () => preloadListeners.delete(listener);
}
