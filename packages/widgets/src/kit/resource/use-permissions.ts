// Whether the signed-in user holds a permission code. Hiding a button is a courtesy, not security:
// the server checks the same code on the call (docs/architecture.md#api-conventions).
import { useCallback } from 'react';
import { useSession } from '../../runtime/session';

export function usePermission(): (code?: string) => boolean {
  const permissions = useSession()?.user?.permissions;
  return useCallback((code?: string) => !code || !!permissions?.includes(code), [permissions]);
}
