import type { ReactNode } from 'react';
import { Dialog, DialogBody, DialogContent, DialogSurface } from '@fluentui/react-components';
import { useFocusWhenReady } from './use-focus-when-ready';

export interface WidgetDialogProps {
  open: boolean;
  /** The dialog's accessible name: the widget brings its own heading, so it is not titled twice. */
  label: string;
  /** As wide as the widget's form, not Fluent's 600 px default. */
  maxWidth: number;
  /** Escape and the backdrop close it; false keeps it until the widget itself is done. */
  dismissible?: boolean;
  onClose: () => void;
  /** The widget, rendered only while open so that each opening starts fresh. */
  children: ReactNode;
}

/**
 * The user menu's dialogs (Change password, My profile, Security key): one widget in a modal
 * dialog, with focus on its first field once the widget has rendered (see useFocusWhenReady).
 */
export function WidgetDialog({
  open,
  label,
  maxWidth,
  dismissible = true,
  onClose,
  children,
}: WidgetDialogProps) {
  const surfaceRef = useFocusWhenReady<HTMLDivElement>(open);
  return (
    <Dialog
      open={open}
      modalType={dismissible ? 'modal' : 'alert'}
      onOpenChange={(_, data) => !data.open && dismissible && onClose()}
    >
      <DialogSurface ref={surfaceRef} aria-label={label} style={{ maxWidth }}>
        <DialogBody>
          <DialogContent>{open && children}</DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
