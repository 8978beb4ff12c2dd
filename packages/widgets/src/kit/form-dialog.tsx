// A form in a dialog: the caller renders it while the form is wanted, and it closes through
// onClose on Escape or a click outside (the form's own Cancel and save call onClose too). The
// content is the caller's: usually a bare ResourceForm, sometimes an upload above it.
import { createContext, type ReactNode } from 'react';
import {
  Dialog,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
} from '@fluentui/react-components';
import { token } from './css-token';
import { useDialogSurfaceRef } from './dialog-surface-ref';

/** True inside a FormDialog: the form's buttons then sit at the row's end, as dialog actions do. */
export const InFormDialog = /* @__PURE__ */ createContext(false);

export interface FormDialogProps {
  /** Already translated: the caller knows its own namespace. */
  title: ReactNode;
  /** A sentence above the form. */
  intro?: ReactNode;
  /** The surface's maximum width in pixels. Default 640. */
  maxWidth?: number;
  onClose: () => void;
  /** A destructive answer (a decline with a reason): an alert dialog, as the confirm dialog is. */
  danger?: boolean;
  children?: ReactNode;
}

export function FormDialog({
  title,
  intro,
  maxWidth = 640,
  onClose,
  danger,
  children,
}: FormDialogProps) {
  const surfaceRef = useDialogSurfaceRef();
  return (
    <Dialog
      open
      modalType={danger ? 'alert' : 'modal'}
      onOpenChange={(_, d) => (d.open ? undefined : onClose())}
    >
      <DialogSurface ref={surfaceRef} style={{ maxWidth }}>
        <DialogBody>
          <DialogTitle>{title}</DialogTitle>
          <DialogContent>
            {intro ? <p style={{ margin: `0 0 ${token('spacingVerticalM')}` }}>{intro}</p> : null}
            <InFormDialog.Provider value>{children}</InFormDialog.Provider>
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
