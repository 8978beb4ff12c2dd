// Asking "are you sure?" as a promise: `if (await confirm({ title, body, danger: true })) …`.
// The dialog is a Fluent Dialog, so it renders through the nearest PortalMountNodeProvider: inside
// the widget's shadow root (top layer) for custom elements, into the page for the host app.
// A hook cannot render, so one ConfirmProvider (or `withConfirm(Widget)`) must sit above the
// callers; ResourceList and ResourceForm bring their own, a hand-written widget wraps itself.
import {
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type ReactNode,
} from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { useT } from '../runtime/i18n';
import { dangerButtonStyle } from './danger-style';
import { useDialogSurfaceRef } from './dialog-surface-ref';
import { ConfirmContext, type ConfirmFn, type ConfirmOptions } from './confirm-context';

export { useConfirm, useOptionalConfirm } from './confirm-context';
export type { ConfirmFn, ConfirmOptions } from './confirm-context';

export interface ConfirmDialogProps extends ConfirmOptions {
  open: boolean;
  onResolve: (confirmed: boolean) => void;
}

/** The controlled dialog, for callers that keep the open state themselves. */
export function ConfirmDialog({
  open,
  onResolve,
  title,
  body,
  confirmLabel,
  cancelLabel,
  danger,
}: ConfirmDialogProps) {
  const { t } = useT('common');
  const surfaceRef = useDialogSurfaceRef();
  return (
    <Dialog
      open={open}
      modalType={danger ? 'alert' : 'modal'}
      onOpenChange={(_, data) => {
        if (!data.open) onResolve(false);
      }}
    >
      <DialogSurface ref={surfaceRef}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          {body ? <DialogContent>{body}</DialogContent> : null}
          <DialogActions>
            {/* Cancel first: Fluent focuses the first focusable element, so an Enter pressed
                out of habit cannot confirm a destructive action. */}
            <Button onClick={() => onResolve(false)}>{cancelLabel ?? t('cancel')}</Button>
            <Button
              appearance="primary"
              style={danger ? dangerButtonStyle : undefined}
              onClick={() => onResolve(true)}
            >
              {confirmLabel ?? t('kit.confirm')}
            </Button>
          </DialogActions>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}

interface Pending {
  id: number;
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
  /** Where focus was when the dialog opened, to give it back (the dialog has no trigger). */
  returnFocus: HTMLElement | null;
}

/** The focused element, looking through shadow roots (a widget's focus lives inside one). */
function deepActiveElement(): HTMLElement | null {
  let el: Element | null = typeof document !== 'undefined' ? document.activeElement : null;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el instanceof HTMLElement ? el : null;
}

export function ConfirmProvider({ children }: { children?: ReactNode }) {
  // A queue: a second confirm asked while one is open waits its turn instead of replacing it.
  const [queue, setQueue] = useState<Pending[]>([]);
  const queueRef = useRef(queue);
  const nextId = useRef(0);
  useEffect(() => {
    queueRef.current = queue;
  }, [queue]);

  const confirm = useCallback<ConfirmFn>(
    (options) =>
      new Promise<boolean>((resolve) => {
        const id = ++nextId.current;
        setQueue((q) => [...q, { id, options, resolve, returnFocus: deepActiveElement() }]);
      }),
    [],
  );

  // A screen that unmounts while asking answers "no", so no caller awaits forever.
  useEffect(
    () => () => {
      for (const p of queueRef.current) p.resolve(false);
    },
    [],
  );

  const current = queue[0];
  const resolve = (confirmed: boolean) => {
    if (!current) return;
    current.resolve(confirmed);
    setQueue((q) => q.slice(1));
    const target = current.returnFocus;
    // After Fluent has removed the surface and let go of its focus trap.
    if (target) setTimeout(() => target.isConnected && target.focus(), 0);
  };

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      {current ? (
        <ConfirmDialog
          // A new key per request: each opens fresh, with focus on its own first button.
          key={current.id}
          open
          {...current.options}
          onResolve={resolve}
        />
      ) : null}
    </ConfirmContext.Provider>
  );
}

/** Wraps a widget so useConfirm works anywhere inside it (like withQuery). */
export function withConfirm<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithConfirm(props: P) {
    return (
      <ConfirmProvider>
        <Component {...props} />
      </ConfirmProvider>
    );
  }
  WithConfirm.displayName = `withConfirm(${Component.displayName ?? Component.name ?? 'Widget'})`;
  return WithConfirm;
}
