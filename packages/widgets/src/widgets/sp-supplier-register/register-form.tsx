// The registration's form, laid out by hand on the kit's useResourceForm: values, the contract's
// schema (loaded with the form), the server's field reasons, focus on the first invalid field and
// submit are the kit's; the duplicate check of account, company name and tax ID (on blur, debounced,
// and on demand) is this page's, its "taken" verdicts refused before the request.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@fluentui/react-components';
import { supplierApi, type ReturnedRegistration } from '@portal/contract';
// Kit pieces by file: a public page should not download the lists and dialogs of the kit's barrel.
import {
  FormStack,
  FormTitle,
  InlineAlert,
  Row,
  type InlineAlertIntent,
} from '../../kit/form-layout';
import { FormMessages, FormSubmitButton } from '../../kit/resource/form-submit';
import { loadOnce, useLazyModule } from '../../kit/resource/lazy-module';
import { useResourceForm, type FormErrors } from '../../kit/resource/use-resource-form';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import {
  CHECKED,
  CHECKED_FIELDS,
  EDIT_CHECKED_FIELDS,
  SUPPLIER_REGISTER_NS,
  browserTimeZone,
  loadRules,
  registerForm,
  registerResource,
  resubmitForm,
  type Availability,
  type Checked,
  type Rules,
} from './register-fields';
import { ConductSection, RegisterField, Section } from './register-field-inputs';
import { EditRemarks } from './register-edit';
import { actionsStyle, muted } from './register-styles';

/** Debounce of the check on blur: leaving three fields in a row costs one request. */
const CHECK_DELAY_MS = 400;

export interface RegisterFormProps {
  /** The invite code to start with (a new registration). */
  inviteCode?: string;
  /** The one-time code of the returned registration being edited, and the registration. */
  editCode?: string;
  record?: ReturnedRegistration;
  titleId: string;
  onDone: (done: { account: string; message: string }) => void;
}

export function RegisterForm({ inviteCode, editCode, record, titleId, onDone }: RegisterFormProps) {
  const { t } = useT([SUPPLIER_REGISTER_NS, 'common', 'contract']);
  const tc = useT('contract').t;
  const editing = editCode !== undefined;
  const checkedFields = editing ? EDIT_CHECKED_FIELDS : CHECKED_FIELDS;
  // The rules load with the form (the kit's cache shares them with the form's own schema).
  const rules = useLazyModule(loadRules).module;
  const [availability, setAvailability] = useState<Partial<Record<Checked, Availability>>>({});
  const [checkStatus, setCheckStatus] = useState<{ intent: InlineAlertIntent; text: string }>();
  const pending = useRef(new Set<Checked>());
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

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

  /** What a checked field shows: its rule's message first, then the duplicate check's word. */
  const availabilityOf = (name: Checked, values: Record<string, unknown>) => {
    const a = availability[name];
    if (!a || !rules) return undefined;
    return normalized(rules, name, values[name]) === a.value ? a : undefined;
  };

  const definition = useMemo(
    () => (editing ? resubmitForm(editCode.trim()) : registerForm),
    [editing, editCode],
  );
  // A new registration starts from the invitation; an edit from the record (resubmitForm).
  const initial = useMemo(
    () =>
      editing
        ? undefined
        : {
            inviteCode: inviteCode?.trim().toUpperCase() || undefined,
            timeZone: browserTimeZone(),
          },
    // The starting values, once: a later attribute change does not wipe what was typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );
  const form = useResourceForm({
    resource: registerResource,
    form: definition,
    record,
    initial,
    // A public page ends on its own page: nothing to guard against leaving.
    guard: false,
    // A value the check found taken is refused before the request.
    check: (values) => {
      const taken: FormErrors = {};
      for (const name of checkedFields) {
        if (availabilityOf(name, values)?.state === 'taken') taken[name] = CHECKED[name];
      }
      return taken;
    },
    onSaved: (answer) => {
      // Both calls answer the account with the server's message (register-fields.ts).
      const { msg, data } = answer as { msg: string; data: { account: string } };
      onDone({ account: data.account, message: msg });
    },
  });

  /** In the edit, the company's own name and tax ID are not duplicates. */
  const isOwn = (name: Checked, value: string) =>
    !!record &&
    (name === 'companyName'
      ? record.companyName.toLowerCase() === value.toLowerCase()
      : name === 'taxId' && record.taxId === value);

  const checkAvailability = async (fields: Checked[], fromButton: boolean) => {
    const r = rules ?? (await loadOnce(loadRules));
    const values = form.getValues();
    const input: Partial<Record<Checked, string>> = {};
    const own: Checked[] = [];
    for (const name of fields) {
      const value = normalized(r, name, values[name]);
      if (value === undefined) continue;
      if (isOwn(name, value)) own.push(name);
      else input[name] = value;
    }
    if (own.length) {
      // The company's own values need no question: they are its own.
      setAvailability((prev) => {
        const next = { ...prev };
        for (const name of own)
          next[name] = { value: normalized(r, name, values[name])!, state: 'free' };
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
    const r = rules ?? (await loadOnce(loadRules));
    const values = form.getValues();
    // A value that breaks its rule says so instead of being checked; a valid one loses its message.
    form.setErrors((prev) => {
      const next = { ...prev };
      for (const name of checkedFields) {
        const { issue } = parse(r, name, values[name]);
        if (values[name] !== undefined && issue) next[name] = issue;
        else delete next[name];
      }
      return next;
    });
    await checkAvailability(checkedFields, true);
  };

  const ctx = {
    form,
    availabilityOf: (name: Checked) => availabilityOf(name, form.values),
    onCheckedBlur,
  };
  const { setContainer } = form;

  return (
    <div ref={setContainer}>
      <FormStack maxWidth={800} onSubmit={form.onSubmit} aria-labelledby={titleId}>
        <FormTitle>
          <span id={titleId}>{t(editing ? 'edit.title' : 'title')}</span>
        </FormTitle>
        <p style={muted}>{t(editing ? 'edit.intro' : 'intro')}</p>
        {record ? <EditRemarks record={record} t={t} /> : null}

        {form.sections.map((section) =>
          section.fields.some((f) => f.name === 'acceptConduct') ? (
            <ConductSection key={section.title} ctx={ctx} legend={section.title} />
          ) : (
            <Section key={section.title} legend={section.title}>
              {section.fields.map((field) => (
                <RegisterField key={field.name} ctx={ctx} field={field} />
              ))}
            </Section>
          ),
        )}

        <div style={actionsStyle}>
          <Row>
            <Button onClick={() => void onCheckButton()}>{t('check.button')}</Button>
          </Row>
          <InlineAlert intent={checkStatus?.intent ?? 'info'}>{checkStatus?.text}</InlineAlert>
          <FormMessages messages={form.messages} />
        </div>
        <Row>
          <FormSubmitButton form={form} />
        </Row>
      </FormStack>
    </div>
  );
}
