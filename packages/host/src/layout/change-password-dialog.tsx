import { Dialog, DialogBody, DialogContent, DialogSurface } from '@fluentui/react-components';
import { ChangePassword, useT } from '@portal/widgets';

/** The dialog's width: the form's 400 px and the surface's padding. */
export const DIALOG_MAX_PX = 440;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/**
 * The widget brings its own heading, so the dialog is labelled rather than titled twice.
 * The ChangePassword widget signs out and goes to the login page itself once the change succeeds. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useT('host');
  return (
    <Dialog open={open} onOpenChange={(_, data) => !data.open && onClose()}>
      {/* As wide as its form (the widget's 400 px stack), not Fluent's 600 px default. */}
      <DialogSurface aria-label={t('layout.changePassword')} style={{ maxWidth: DIALOG_MAX_PX }}>
        <DialogBody>
          <DialogContent>
            {open && <ChangePassword onChanged={onClose} onCancel={onClose} />}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
