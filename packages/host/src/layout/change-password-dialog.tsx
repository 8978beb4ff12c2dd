import { ChangePassword, useT } from '@portal/widgets';
import { WidgetDialog } from './widget-dialog';

/** The dialog's width: the form's 400 px and the surface's padding. */
const DIALOG_MAX_PX = 440;

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The ChangePassword widget signs out and goes to the login page itself once the change succeeds. */
export function ChangePasswordDialog({ open, onClose }: ChangePasswordDialogProps) {
  const { t } = useT('host');
  return (
    <WidgetDialog
      open={open}
      label={t('layout.changePassword')}
      maxWidth={DIALOG_MAX_PX}
      onClose={onClose}
    >
      <ChangePassword onChanged={onClose} onCancel={onClose} />
    </WidgetDialog>
  );
}
