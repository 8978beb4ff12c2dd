// sp-supplier-register: the public supplier registration (/supRegister, SPEC.md section 2). The code
// of conduct to accept, the supplier kind, the company (country, tax number category and ID, name)
// and its administrator (login account, password twice, e-mail), the invite code from the
// invitation e-mail and the time zone. Account, company name and tax ID are checked for duplicates
// on blur and on demand; the contract's registration schema checks the whole form (loaded as a
// chunk of its own with zod), the password goes RSA-OAEP encrypted as at sign-in, and the server's
// field reasons land on their fields. A failed request keeps everything typed.
//
// With `edit-code` (/supRegisterEdit?code=… from the e-mail a returned registration sends) it is the
// edit of that registration: it loads it by the one-time code, shows the buyer's remarks, lets the
// supplier correct kind, country, tax category and ID, company name, e-mail and time zone (not the
// account or password) and submits it again for review. The duplicate check skips the company's
// own values; an expired or used link says so instead of the form.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { supplierApi, supplierMessages } from '@portal/contract';
// Kit pieces by file: a public page should not download the lists and dialogs of the kit's barrel.
import { ClickGuardButton } from '../../kit/click-guard-button';
import {
  FormStack,
  FormTitle,
  InlineAlert,
  Row,
  type InlineAlertIntent,
} from '../../kit/form-layout';
import { checkValues } from '../../kit/resource/use-resource-form';
import type { SchemaLike } from '../../kit/resource/resource-types';
import { isApiError } from '../../runtime/api-error';
import { fetchPasswordCipher } from '../../runtime/crypto';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, isContractMessage, useT } from '../../runtime/i18n';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import en from '../../locales/en/supplier-register.json';
import zh from '../../locales/zh/supplier-register.json';
import {
  CHECKED,
  CHECKED_FIELDS,
  EDIT_CHECKED_FIELDS,
  EDIT_SHOWN,
  SHOWN,
  SUPPLIER_REGISTER_NS,
  browserTimeZone,
  loadRules,
  type Availability,
  type Checked,
  type Errors,
  type FieldName,
  type Rules,
  type Values,
} from './register-fields';
import {
  ConductSection,
  EnumField,
  PasswordField,
  Section,
  TextField,
} from './register-field-inputs';
import {
  EditPending,
  EditRemarks,
  resubmitRegistration,
  useReturnedRegistration,
} from './register-edit';
import { RegisterDone } from './register-done';
import { actionsStyle, muted } from './register-styles';

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

/** Debounce of the check on blur: leaving three fields in a row costs one request. */
const CHECK_DELAY_MS = 400;

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
  const shown = editing ? EDIT_SHOWN : SHOWN;
  const checkedFields = editing ? EDIT_CHECKED_FIELDS : CHECKED_FIELDS;
  const [values, setValues] = useState<Values>(() =>
    editing
      ? {}
      : {
          inviteCode: inviteCode?.trim().toUpperCase() || undefined,
          timeZone: browserTimeZone(),
        },
  );
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [checkedOnce, setCheckedOnce] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [rules, setRules] = useState<Rules>();
  const [availability, setAvailability] = useState<Partial<Record<Checked, Availability>>>({});
  const [checkStatus, setCheckStatus] = useState<{ intent: InlineAlertIntent; text: string }>();
  const [done, setDone] = useState<{ account: string; message: string }>();
  const formRef = useRef<HTMLDivElement>(null);
  // What the debounced check reads when it fires: the values as they are then.
  const valuesRef = useRef(values);
  const inFlight = useRef(false);
  const pending = useRef(new Set<Checked>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let live = true;
    void loadRules().then((r) => live && setRules(r));
    return () => {
      live = false;
      clearTimeout(timer.current);
    };
  }, []);

  const edit = useReturnedRegistration(editCode, t, (loaded) => {
    valuesRef.current = loaded;
    setValues(loaded);
  });
  const record = edit.status === 'ready' ? edit.record : undefined;
  /** In the edit, the company's own name and tax ID are not duplicates. */
  const isOwn = (name: Checked, value: string) =>
    !!record &&
    (name === 'companyName'
      ? record.companyName.toLowerCase() === value.toLowerCase()
      : name === 'taxId' && record.taxId === value);

  // After a failed submit, focus goes to the first field with a message.
  useEffect(() => {
    if (!attempt) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (name: FieldName, value: unknown) => {
    const next = { ...values, [name]: value };
    valuesRef.current = next;
    setValues(next);
    // After the first submit, re-check as the user types so a fixed field clears its message.
    if (checkedOnce && rules)
      setErrors(
        checkValues(
          editing ? rules.registrationEditFields : rules.registrationFormSchema,
          next,
          shown,
        ).errors,
      );
  };

  /** The value the check and the server see (trimmed, tax ID upper-cased), or the rule's message. */
  const parse = (r: Rules, name: Checked, value: unknown) => {
    const schema =
      name === 'account'
        ? r.accountSchema
        : name === 'companyName'
          ? r.companyNameSchema
          : r.taxIdSchema;
    const result = schema.safeParse(value);
    return result.success
      ? { value: result.data }
      : { issue: result.error.issues[0]?.message ?? 'field.invalid' };
  };
  const normalized = (r: Rules, name: Checked, value: unknown): string | undefined =>
    parse(r, name, value).value;

  const checkAvailability = async (fields: Checked[], fromButton: boolean) => {
    const r = rules ?? (await loadRules());
    const input: Partial<Record<Checked, string>> = {};
    const own: Checked[] = [];
    for (const name of fields) {
      const value = normalized(r, name, valuesRef.current[name]);
      if (value === undefined) continue;
      if (isOwn(name, value)) own.push(name);
      else input[name] = value;
    }
    if (own.length) {
      // The company's own values need no question: they are its own.
      setAvailability((prev) => {
        const next = { ...prev };
        for (const name of own) {
          next[name] = { value: normalized(r, name, valuesRef.current[name])!, state: 'free' };
        }
        return next;
      });
    }
    const asked = Object.keys(input) as Checked[];
    if (!asked.length) {
      if (fromButton && own.length)
        setCheckStatus({ intent: 'success', text: t('edit.available') });
      else if (fromButton) setCheckStatus({ intent: 'warning', text: t('check.nothing') });
      return;
    }
    if (fromButton) setCheckStatus({ intent: 'info', text: t('check.checking') });
    setAvailability((prev) => {
      const next = { ...prev };
      for (const name of asked) next[name] = { value: input[name]!, state: 'checking' };
      return next;
    });
    try {
      const answer = await call(supplierApi.checkRegistration, input, { toast: false });
      setAvailability((prev) => {
        const next = { ...prev };
        for (const name of asked) {
          // An answer for a value the user has changed since is not about this value.
          if (prev[name]?.value !== input[name]) continue;
          next[name] = { value: input[name]!, state: answer.data[name] ? 'taken' : 'free' };
        }
        return next;
      });
      const taken = asked.some((name) => answer.data[name]);
      if (taken) setCheckStatus({ intent: 'warning', text: t('check.someTaken') });
      else if (editing && asked.length + own.length === checkedFields.length)
        setCheckStatus({ intent: 'success', text: t('edit.available') });
      else if (asked.length === CHECKED_FIELDS.length)
        setCheckStatus({ intent: 'success', text: tc('register.available') });
      else setCheckStatus(undefined);
    } catch (e) {
      setAvailability((prev) => {
        const next = { ...prev };
        for (const name of asked) if (next[name]?.state === 'checking') delete next[name];
        return next;
      });
      const error = e instanceof Error ? e.message : String(e);
      setCheckStatus({ intent: 'error', text: t('check.failed', { error }) });
    }
  };

  const onCheckedBlur = (name: Checked) => {
    pending.current.add(name);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      const fields = [...pending.current];
      pending.current.clear();
      void checkAvailability(fields, false);
    }, CHECK_DELAY_MS);
  };

  const onCheckButton = async () => {
    const r = rules ?? (await loadRules());
    // A value that breaks its rule says so instead of being checked; a valid one loses its message.
    setErrors((prev) => {
      const next = { ...prev };
      for (const name of checkedFields) {
        const value = valuesRef.current[name];
        const { issue } = parse(r, name, value);
        if (value !== undefined && issue) next[name] = issue;
        else delete next[name];
      }
      return next;
    });
    await checkAvailability(checkedFields, true);
  };

  /** What a checked field shows: its rule's message first, then the duplicate check's word. */
  const availabilityOf = (name: Checked): Availability | undefined => {
    const a = availability[name];
    if (!a || !rules) return undefined;
    return normalized(rules, name, values[name]) === a.value ? a : undefined;
  };

  /** The whole form against its schema: the values to send, or undefined with the messages shown. */
  const validate = <V,>(schema: SchemaLike<V>): V | undefined => {
    const result = checkValues(schema, values, shown);
    const found: Errors = { ...result.errors };
    // A value the check found taken is refused before the request.
    for (const name of checkedFields) {
      if (!found[name] && availabilityOf(name)?.state === 'taken') found[name] = CHECKED[name];
    }
    setCheckedOnce(true);
    setErrors(found);
    if (!result.data || Object.keys(found).length) {
      setFormError([t('kit.form.fixErrors', { ns: 'common' }), ...result.other]);
      setAttempt((n) => n + 1);
      return undefined;
    }
    setFormError([]);
    return result.data;
  };

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const r = rules ?? (await loadRules());
      if (editing) {
        const data = validate(r.registrationEditFields);
        if (!data || !record) return;
        const answer = await resubmitRegistration(editCode, record, data);
        setDone(answer);
        onResubmitted?.({ account: answer.account });
        return;
      }
      const data = validate(r.registrationFormSchema);
      if (!data) return;
      const { password, repeatPassword: _repeat, ...fields } = data;
      const cipher = await fetchPasswordCipher();
      const answer = await call(
        supplierApi.register,
        { ...fields, passPriKey: cipher.uuid, password: cipher.encrypt(password) },
        { toast: false },
      );
      setDone({ account: answer.data.account, message: answer.msg });
      onRegistered?.({ account: answer.data.account });
    } catch (e) {
      if (!isApiError(e)) {
        setFormError([e instanceof Error ? e.message : String(e)]);
      } else {
        const fieldErrors: Errors = {};
        const other: string[] = [];
        for (const [path, message] of Object.entries(e.fields)) {
          if (shown.has(path)) fieldErrors[path] = message;
          else other.push(message);
        }
        setErrors(fieldErrors);
        setFormError(
          Object.keys(fieldErrors).length
            ? [t('kit.form.fixErrors', { ns: 'common' }), ...other]
            : [e.message, ...other],
        );
      }
      setAttempt((n) => n + 1);
    } finally {
      inFlight.current = false;
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

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

  const ctx = { t, values, errors, set, availabilityOf, onCheckedBlur };

  return (
    <div ref={formRef}>
      <FormStack maxWidth={800} onSubmit={onSubmit} aria-labelledby={`${ids}title`}>
        <FormTitle>
          <span id={`${ids}title`}>{t(editing ? 'edit.title' : 'title')}</span>
        </FormTitle>
        <p style={muted}>{t(editing ? 'edit.intro' : 'intro')}</p>
        {record ? <EditRemarks record={record} t={t} /> : null}

        {editing ? null : <ConductSection ctx={ctx} />}

        <Section legend={t('section.kind')}>
          <EnumField ctx={ctx} name="supplierKind" />
        </Section>

        <Section legend={t('section.company')}>
          <EnumField ctx={ctx} name="country" />
          <EnumField ctx={ctx} name="taxCategory" />
          <TextField ctx={ctx} name="taxId" maxLength={32} hint="hint.taxId" upper />
          <TextField ctx={ctx} name="companyName" maxLength={100} autoComplete="organization" />
        </Section>

        {editing ? (
          <Section legend={t('edit.contact')}>
            <TextField ctx={ctx} name="email" maxLength={120} autoComplete="email" type="email" />
            <EnumField ctx={ctx} name="timeZone" />
          </Section>
        ) : (
          <Section legend={t('section.account')}>
            <TextField
              ctx={ctx}
              name="account"
              maxLength={32}
              autoComplete="username"
              hint="hint.account"
            />
            <TextField ctx={ctx} name="email" maxLength={120} autoComplete="email" type="email" />
            <PasswordField ctx={ctx} name="password" hint="hint.password" />
            <PasswordField ctx={ctx} name="repeatPassword" />
            <TextField ctx={ctx} name="inviteCode" maxLength={8} hint="hint.inviteCode" upper />
            <EnumField ctx={ctx} name="timeZone" />
          </Section>
        )}

        <div style={actionsStyle}>
          <Row>
            <Button onClick={() => void onCheckButton()}>{t('check.button')}</Button>
          </Row>
          <InlineAlert intent={checkStatus?.intent ?? 'info'}>{checkStatus?.text}</InlineAlert>
          <InlineAlert>
            {formError.length
              ? formError.map((m) => (isContractMessage(m) ? tc(m) : m)).join(' ')
              : null}
          </InlineAlert>
        </div>
        <Row>
          <ClickGuardButton
            type="submit"
            appearance="primary"
            onClick={(e) => {
              e.preventDefault();
              return submit();
            }}
          >
            {t(editing ? 'edit.submit' : 'submit')}
          </ClickGuardButton>
        </Row>
      </FormStack>
    </div>
  );
}

export default SupplierRegister;
