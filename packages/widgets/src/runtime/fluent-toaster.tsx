// Fluent's Toaster for one root, imported by ToasterOutlet on the first toast (its own chunk).
import { useEffect } from 'react';
import { Toast, ToastTitle, Toaster, useId, useToastController } from '@fluentui/react-components';
import type { ToastMessage } from './toast';

/** Where toasts appear: bottom-end, clear of the header (see below). */
export const TOASTER_POSITION = 'bottom-end';

export interface FluentToasterProps {
  /** Changes whenever new toasts wait in the outlet. */
  received: number;
  /** Hands over the waiting toasts (each exactly once). */
  take: () => ToastMessage[];
}

export default function FluentToaster({ received, take }: FluentToasterProps) {
  const toasterId = useId('sp-toaster');
  const { dispatchToast } = useToastController(toasterId);
  // Runs after the Toaster below has subscribed (child effects run first), so none is lost.
  useEffect(() => {
    for (const { intent, text, timeout } of take()) {
      dispatchToast(
        <Toast>
          <ToastTitle>{text}</ToastTitle>
        </Toast>,
        { intent, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
      );
    }
  }, [received, take, dispatchToast]);
  // Bottom-end: at top-end a toast covered the header's user name and menu
  // (docs/decisions/2026-11-26-toast-position.md).
  return <Toaster toasterId={toasterId} position={TOASTER_POSITION} />;
}
