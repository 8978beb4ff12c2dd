// The invitation form's rules, a chunk of their own: the contract's createInviteInput brings zod
// (~25 KB gzip), requested when the dialog opens, so the list never waits for it.
import { createInviteInput, type InviteKind } from '@portal/contract';
import type { SchemaLike } from '../../kit/resource/resource-types';

export interface InviteValues {
  companyName: string;
  email: string;
  kind: InviteKind;
}

/** createInviteInput, with the kind limited to the ones this page invites. */
export function inviteFormSchema(kinds: readonly InviteKind[]): SchemaLike<InviteValues> {
  return {
    safeParse(value) {
      const result = createInviteInput.safeParse(value);
      const kind = (value as { kind?: unknown } | null)?.kind;
      const kindOk = (kinds as readonly unknown[]).includes(kind);
      if (result.success && kindOk) return { success: true, data: result.data };
      const issues = [
        ...(result.success ? [] : result.error.issues.filter((i) => i.path[0] !== 'kind')),
        ...(kindOk ? [] : [{ path: ['kind'], message: 'register.kindRequired' }]),
      ];
      return { success: false, error: { issues } };
    },
  };
}
