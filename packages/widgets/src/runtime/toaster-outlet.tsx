// The Fluent Toaster of one root, fed by the page-wide toast bus.
import { useEffect } from 'react';
import {
  Toast,
  ToastTitle,
  Toaster,
  useId,
  useToastController,
} from '@fluentui/react-components';
import { registerToastOutlet } from './toast';

export function ToasterOutlet() {
  const toasterId = useId('sp-toaster');
  const { dispatchToast } = useToastController(toasterId);
  useEffect(
    () =>
      registerToastOutlet(({ intent, text, timeout }) =>
        dispatchToast(
          <Toast>
            <ToastTitle>{text}</ToastTitle>
          </Toast>,
          { intent, timeout, politeness: intent === 'error' ? 'assertive' : 'polite' },
        ),
      ),
    [dispatchToast],
  );
  return <Toaster toasterId={toasterId} position="top-end" />;
}
