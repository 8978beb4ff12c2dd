// The edit of a returned registration (`edit-code`): loading it by the one-time code, what shows
// while it loads or when the code is refused, and the buyer's remarks above the form (the resubmit
// is a form of the definition, register-fields.ts).
import { useEffect, useState } from 'react';
import type { TFunction } from '../../runtime/i18n';
import { supplierQualityApi, type ReturnedRegistration } from '@portal/contract';
import { InlineAlert } from '../../kit/form-layout';
import { call } from '../../runtime/http';
import { h2, muted, stack } from './register-styles';

/** The loaded returned registration, or why it cannot be edited. */
export type EditState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: ReturnedRegistration };

/**
 * The edit loads the returned registration by its code (none without an edit code); a refused code
 * says why instead. Without a code there is nothing to load: the page needs the e-mail's link.
 */
export function useReturnedRegistration(editCode: string | undefined, t: TFunction): EditState {
  const [edit, setEdit] = useState<EditState>({ status: 'loading' });
  useEffect(() => {
    if (!editCode?.trim()) return;
    let live = true;
    call(supplierQualityApi.getReturnedRegistration, { code: editCode.trim() }, { toast: false })
      .then((answer) => {
        if (live) setEdit({ status: 'ready', record: answer.data });
      })
      .catch((e: unknown) => {
        if (live)
          setEdit({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [editCode]);
  return editCode !== undefined && !editCode.trim()
    ? { status: 'failed', message: t('edit.noCode') }
    : edit;
}

/** The edit's page while the registration loads, or when its code was refused. */
export function EditPending({
  state,
  titleId,
  t,
}: {
  state: Exclude<EditState, { status: 'ready' }>;
  titleId: string;
  t: TFunction;
}) {
  return (
    <section aria-labelledby={titleId} style={{ ...stack, maxWidth: 800 }}>
      <h2 id={titleId} style={h2}>
        {t('edit.title')}
      </h2>
      {state.status === 'loading' ? (
        <p role="status" style={muted}>
          {t('edit.loading')}
        </p>
      ) : (
        <>
          <InlineAlert intent="error">{state.message}</InlineAlert>
          <p style={muted}>{t('edit.failedHint')}</p>
        </>
      )}
    </section>
  );
}

/** The buyer's remarks and whose registration it is, above the edit's form. */
export function EditRemarks({ record, t }: { record: ReturnedRegistration; t: TFunction }) {
  return (
    <>
      <InlineAlert intent="warning">
        {t('edit.remarks', { remarks: record.remarks || t('edit.noRemarks') })}
      </InlineAlert>
      <p style={muted}>
        {t('edit.account', {
          account: record.account,
          until: new Date(record.expiresAt).toLocaleString(),
        })}
      </p>
    </>
  );
}
