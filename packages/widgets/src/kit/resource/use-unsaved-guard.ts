// Keeps a user from losing typed changes: the browser asks before a reload or tab close while the
// form is dirty, and `confirmDiscard` asks (through useConfirm) before Cancel throws them away. A
// form that is left by design (a public page's, which ends on its own page) turns it off.
import { useCallback, useEffect } from 'react';
import { useT } from '../../runtime/i18n';
import { useOptionalConfirm } from '../confirm-context';

export function useUnsavedGuard(dirty: boolean, enabled = true): () => Promise<boolean> {
  const { t } = useT('common');
  const confirm = useOptionalConfirm();
  const guarding = enabled && dirty;
  useEffect(() => {
    if (!guarding) return;
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      e.preventDefault();
      // Chrome before 119 and Safari still want returnValue set to show the prompt.
      e.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [guarding]);
  return useCallback(
    async () =>
      !guarding ||
      !confirm ||
      confirm({
        title: t('kit.form.unsavedTitle'),
        body: t('kit.form.unsavedBody'),
        confirmLabel: t('kit.form.discard'),
        cancelLabel: t('kit.form.keepEditing'),
        danger: true,
      }),
    [guarding, confirm, t],
  );
}
