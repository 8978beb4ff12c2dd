import { Dialog, DialogBody, DialogContent, DialogSurface } from '@fluentui/react-components';
import { ChangePassword, useT } from '@portal/widgets';

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
      <DialogSurface aria-label={t('layout.changePassword')}>
        <DialogBody>
          <DialogContent>
            {open && <ChangePassword onChanged={onClose} onCancel={onClose} />}
          </DialogContent>
        </DialogBody>
      </DialogSurface>
    </Dialog>
  );
}
