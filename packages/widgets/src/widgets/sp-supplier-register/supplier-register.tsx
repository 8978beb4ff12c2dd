// sp-supplier-register: the public supplier registration (/supRegister,
// docs/product-rules.md#registration). The code of conduct to accept, the supplier kind, the
// company (country, tax number category and ID, name) and its administrator (login account,
// password twice, e-mail), the invite code from the invitation e-mail and the time zone. Account,
// company name and tax ID are checked for duplicates on blur and on demand; the contract's
// registration schema checks the whole form (loaded as a chunk of its own with zod), the password
// goes RSA-OAEP encrypted as at sign-in, and the server's field reasons land on their fields. A
// failed request keeps everything typed.
//
// With `edit-code` (/supRegisterEdit?code=… from the e-mail a returned registration sends) it is the
// edit of that registration: it loads it by the one-time code, shows the buyer's remarks, lets the
// supplier correct kind, country, tax category and ID, company name, e-mail and time zone (not the
// account or password) and submits it again for review. The duplicate check skips the company's
// own values; an expired or used link says so instead of the form.
//
// The form is laid out by hand on the kit's useResourceForm (register-form.tsx); its fields and
// its two forms are a definition (register-fields.ts).
import { useId, useState } from 'react';
import { supplierMessages } from '@portal/contract';
import { addContractMessages, addTranslations, useT } from '../../runtime/i18n';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import en from '../../locales/en/supplier-register.json';
import zh from '../../locales/zh/supplier-register.json';
import { SUPPLIER_REGISTER_NS, browserTimeZone } from './register-fields';
import { EditPending, useReturnedRegistration } from './register-edit';
import { RegisterDone } from './register-done';
import { RegisterForm } from './register-form';

export { SUPPLIER_REGISTER_NS, browserTimeZone };

addTranslations(SUPPLIER_REGISTER_NS, { en, zh });
// The supplier domain's rule messages (register.*) come with its widgets.
addContractMessages(supplierMessages);
addSupplierEnumLabels();

export interface SupplierRegisterProps {
  /** The invite code to start with (attribute `invite-code`; the host reads `?code=`). */
  inviteCode?: string;
  /** Where "Go to sign in" leads, `?account=` added; the portal's login path by default. */
  loginHref?: string;
  /** Registered: the new administrator's login account (event `sp-registered`). */
  onRegistered?: (detail: { account: string }) => void;
  /**
   * The one-time code of a returned registration's edit link (attribute `edit-code`; the host reads
   * `?code=` on /supRegisterEdit): the widget edits that registration instead of registering.
   */
  editCode?: string;
  /** The corrected registration went back to review (event `sp-resubmitted`). */
  onResubmitted?: (detail: { account: string }) => void;
}

export function SupplierRegister({
  inviteCode,
  loginHref,
  onRegistered,
  editCode,
  onResubmitted,
}: SupplierRegisterProps) {
  const { t } = useT([SUPPLIER_REGISTER_NS, 'common', 'contract']);
  const tc = useT('contract').t;
  const ids = useId();
  const editing = editCode !== undefined;
  const [done, setDone] = useState<{ account: string; message: string }>();
  const edit = useReturnedRegistration(editCode, t);

  if (done) {
    return (
      <RegisterDone
        account={done.account}
        message={done.message || (editing ? t('edit.done') : tc('register.done'))}
        title={t(editing ? 'edit.doneTitle' : 'done.title')}
        loginHref={loginHref}
        titleId={`${ids}done`}
        t={t}
      />
    );
  }
  if (editing && edit.status !== 'ready') {
    return <EditPending state={edit} titleId={`${ids}title`} t={t} />;
  }
  return (
    <RegisterForm
      inviteCode={inviteCode}
      editCode={editCode}
      record={edit.status === 'ready' ? edit.record : undefined}
      titleId={`${ids}title`}
      onDone={(answer) => {
        setDone(answer);
        if (editing) onResubmitted?.({ account: answer.account });
        else onRegistered?.({ account: answer.account });
      }}
    />
  );
}

export default SupplierRegister;
