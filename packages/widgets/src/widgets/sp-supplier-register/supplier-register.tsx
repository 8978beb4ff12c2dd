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
import {
  useEffect,
  useId,
  useRef,
  useState,
  type CSSProperties,
  type FormEvent,
  type MouseEvent,
} from 'react';
import { Button, Checkbox, Input } from '@fluentui/react-components';
import {
  COUNTRIES,
  REGISTER_KINDS,
  TAX_CATEGORIES,
  TIME_ZONES,
  supplierApi,
  supplierMessages,
  supplierQualityApi,
  type MessageKey,
  type RegistrationForm,
  type ReturnedRegistration,
} from '@portal/contract';
// Kit pieces by file: a public page should not download the lists and dialogs of the kit's barrel.
import { ClickGuardButton } from '../../kit/click-guard-button';
import { token } from '../../kit/css-token';
import { FormField } from '../../kit/form-field';
import {
  FormStack,
  FormTitle,
  InlineAlert,
  Row,
  type InlineAlertIntent,
} from '../../kit/form-layout';
import { PasswordInput } from '../../kit/password-input';
import { FormInput } from '../../kit/resource/form-input';
import { checkValues } from '../../kit/resource/resource-form';
import type { EnumField } from '../../kit/resource/resource-types';
import { isApiError } from '../../runtime/api-error';
import { getConfig } from '../../runtime/config';
import { fetchPasswordCipher } from '../../runtime/crypto';
import { call } from '../../runtime/http';
import { addContractMessages, addTranslations, isContractMessage, useT } from '../../runtime/i18n';
import { addSupplierEnumLabels } from '../../locales/supplier-enums';
import en from '../../locales/en/supplier-register.json';
import zh from '../../locales/zh/supplier-register.json';

export const SUPPLIER_REGISTER_NS = 'supplier-register';
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

type Rules = typeof import('./register-rules');
const loadRules = () => import('./register-rules');

type FieldName = keyof RegistrationForm;
type Values = Partial<Record<FieldName, unknown>>;
type Errors = Partial<Record<string, string>>;

/** The fields the duplicate check looks at, with the message a taken value shows. */
const CHECKED = {
  account: 'register.accountTaken',
  companyName: 'register.companyTaken',
  taxId: 'register.taxIdTaken',
} as const satisfies Record<string, MessageKey>;
type Checked = keyof typeof CHECKED;
const CHECKED_FIELDS = Object.keys(CHECKED) as Checked[];
/** The edit cannot change the account, so only these are checked there. */
const EDIT_CHECKED_FIELDS: Checked[] = ['companyName', 'taxId'];
const isChecked = (name: string): name is Checked => name in CHECKED;

/** A value as checked: `checking` until the answer; a later edit makes it stale (not shown). */
interface Availability {
  value: string;
  state: 'checking' | 'free' | 'taken';
}

const SHOWN = new Set<string>([
  'acceptConduct',
  'supplierKind',
  'country',
  'taxCategory',
  'taxId',
  'companyName',
  'account',
  'password',
  'repeatPassword',
  'email',
  'inviteCode',
  'timeZone',
]);

/** What the edit of a returned registration shows and sends. */
const EDIT_SHOWN = new Set<string>([
  'supplierKind',
  'country',
  'taxCategory',
  'taxId',
  'companyName',
  'email',
  'timeZone',
]);

/** The loaded returned registration, or why it cannot be edited. */
type EditState =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'ready'; record: ReturnedRegistration };

const ENUMS: Record<'supplierKind' | 'country' | 'taxCategory' | 'timeZone', EnumField> = {
  supplierKind: {
    kind: 'enum',
    label: 'f.supplierKind',
    enum: 'supplierKind',
    options: REGISTER_KINDS,
  },
  country: { kind: 'enum', label: 'f.country', enum: 'country', options: COUNTRIES },
  taxCategory: {
    kind: 'enum',
    label: 'f.taxCategory',
    enum: 'taxCategory',
    options: TAX_CATEGORIES,
  },
  timeZone: { kind: 'enum', label: 'f.timeZone', enum: 'timeZone', options: TIME_ZONES },
};

/** Browsers name a few zones by an older alias. */
const ZONE_ALIASES: Record<string, string> = {
  PRC: 'Asia/Shanghai',
  'Asia/Chongqing': 'Asia/Shanghai',
  'Asia/Harbin': 'Asia/Shanghai',
  'Etc/UTC': 'UTC',
  'Etc/GMT': 'UTC',
  GMT: 'UTC',
};

/** The browser's time zone when the list offers it. */
export function browserTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const named = ZONE_ALIASES[zone] ?? zone;
    return (TIME_ZONES as readonly string[]).includes(named) ? named : undefined;
  } catch {
    return undefined;
  }
}

/** Debounce of the check on blur: leaving three fields in a row costs one request. */
const CHECK_DELAY_MS = 400;

const fieldsetStyle: CSSProperties = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  // Two columns on a desktop, one on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 260px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
  // A field with a hint beside one without must not stretch the other's input.
  alignItems: 'start',
};
const legendStyle: CSSProperties = {
  padding: 0,
  marginBottom: token('spacingVerticalS'),
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};
const wide: CSSProperties = { gridColumn: '1 / -1' };
const conductStyle: CSSProperties = {
  ...wide,
  maxHeight: 200,
  overflowY: 'auto',
  padding: `${token('spacingVerticalS')} ${token('spacingHorizontalM')}`,
  border: `1px solid ${token('colorNeutralStroke1')}`,
  borderRadius: token('borderRadiusMedium'),
  backgroundColor: token('colorNeutralBackground2'),
  fontSize: token('fontSizeBase300'),
  lineHeight: token('lineHeightBase300'),
};
/** The check, its answer and the form's message close together (an empty alert takes no room). */
const actionsStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalS'),
};
const muted: CSSProperties = { margin: 0, color: token('colorNeutralForeground3') };
const freeStyle: CSSProperties = { color: token('colorPaletteGreenForeground1') };

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
  const [edit, setEdit] = useState<EditState>({ status: 'loading' });
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
  const doneRef = useRef<HTMLHeadingElement>(null);
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

  // The edit loads the returned registration by its code; a refused code says why instead.
  useEffect(() => {
    if (!editCode?.trim()) return;
    let live = true;
    call(supplierQualityApi.getReturnedRegistration, { code: editCode.trim() }, { toast: false })
      .then((answer) => {
        if (!live) return;
        const r = answer.data;
        const loaded: Values = {
          supplierKind: r.supplierKind,
          country: r.country ?? undefined,
          taxCategory: r.taxCategory ?? undefined,
          taxId: r.taxId || undefined,
          companyName: r.companyName || undefined,
          email: r.email || undefined,
          timeZone: r.timeZone ?? undefined,
        };
        valuesRef.current = loaded;
        setValues(loaded);
        setEdit({ status: 'ready', record: r });
      })
      .catch((e: unknown) => {
        if (live)
          setEdit({ status: 'failed', message: e instanceof Error ? e.message : String(e) });
      });
    return () => {
      live = false;
    };
  }, [editCode]);

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

  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);

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

  const submit = async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const r = rules ?? (await loadRules());
      if (editing) {
        await resubmit(r);
        return;
      }
      const result = checkValues(r.registrationFormSchema, values, SHOWN);
      const found: Errors = { ...result.errors };
      // A value the check found taken is refused before the request.
      for (const name of CHECKED_FIELDS) {
        if (!found[name] && availabilityOf(name)?.state === 'taken') found[name] = CHECKED[name];
      }
      setCheckedOnce(true);
      setErrors(found);
      if (!result.data || Object.keys(found).length) {
        setFormError([t('kit.form.fixErrors', { ns: 'common' }), ...result.other]);
        setAttempt((n) => n + 1);
        return;
      }
      setFormError([]);
      const { password, repeatPassword: _repeat, ...fields } = result.data;
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

  /** The edit's submit: the corrected fields, the code and the version it loaded. */
  const resubmit = async (r: Rules) => {
    if (!record || editCode === undefined) return;
    const result = checkValues(r.registrationEditFields, values, EDIT_SHOWN);
    const found: Errors = { ...result.errors };
    for (const name of EDIT_CHECKED_FIELDS) {
      if (!found[name] && availabilityOf(name)?.state === 'taken') found[name] = CHECKED[name];
    }
    setCheckedOnce(true);
    setErrors(found);
    if (!result.data || Object.keys(found).length) {
      setFormError([t('kit.form.fixErrors', { ns: 'common' }), ...result.other]);
      setAttempt((n) => n + 1);
      return;
    }
    setFormError([]);
    const answer = await call(
      supplierQualityApi.resubmitRegistration,
      { ...result.data, code: editCode.trim(), version: record.version },
      { toast: false },
    );
    setDone({ account: answer.data.account, message: answer.msg });
    onResubmitted?.({ account: answer.data.account });
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  if (done) {
    const base = loginHref ?? getConfig().loginPath;
    const href = `${base}${base.includes('?') ? '&' : '?'}account=${encodeURIComponent(done.account)}`;
    const open = (e: MouseEvent<HTMLElement>) => {
      // A plain click goes through the page's router; a modified one follows the link.
      if (e.ctrlKey || e.metaKey || e.shiftKey || e.altKey) return;
      e.preventDefault();
      getConfig().navigate(href);
    };
    return (
      <section aria-labelledby={`${ids}done`} style={{ ...stack, maxWidth: 800 }}>
        <h2 id={`${ids}done`} ref={doneRef} tabIndex={-1} style={h2}>
          {t(editing ? 'edit.doneTitle' : 'done.title')}
        </h2>
        <InlineAlert intent="success">
          {done.message || (editing ? t('edit.done') : tc('register.done'))}
        </InlineAlert>
        <p style={{ margin: 0 }}>{t('done.account', { account: done.account })}</p>
        <Row>
          <Button as="a" appearance="primary" href={href} onClick={open}>
            {t('done.signIn')}
          </Button>
        </Row>
      </section>
    );
  }

  // Without a code there is nothing to load: the page needs the e-mail's link.
  const shownEdit: EditState =
    editing && !editCode.trim() ? { status: 'failed', message: t('edit.noCode') } : edit;
  if (editing && shownEdit.status !== 'ready') {
    return (
      <section aria-labelledby={`${ids}title`} style={{ ...stack, maxWidth: 800 }}>
        <h2 id={`${ids}title`} style={h2}>
          {t('edit.title')}
        </h2>
        {shownEdit.status === 'loading' ? (
          <p role="status" style={muted}>
            {t('edit.loading')}
          </p>
        ) : (
          <>
            <InlineAlert intent="error">{shownEdit.message}</InlineAlert>
            <p style={muted}>{t('edit.failedHint')}</p>
          </>
        )}
      </section>
    );
  }

  const textField = (
    name: 'taxId' | 'companyName' | 'account' | 'email' | 'inviteCode',
    maxLength: number,
    extra: { autoComplete?: string; type?: 'email'; hint?: string; upper?: boolean } = {},
  ) => {
    const checked = isChecked(name) ? availabilityOf(name) : undefined;
    const error =
      errors[name] ?? (checked?.state === 'taken' && isChecked(name) ? CHECKED[name] : undefined);
    const hint =
      !error && checked?.state === 'free' ? (
        <span style={freeStyle}>✓ {t('check.free')}</span>
      ) : !error && checked?.state === 'checking' ? (
        t('check.checking')
      ) : extra.hint ? (
        t(extra.hint)
      ) : undefined;
    return (
      <FormField label={t(`f.${name}`)} required error={error} hint={hint}>
        <Input
          name={name}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          maxLength={maxLength}
          value={typeof values[name] === 'string' ? values[name] : ''}
          onChange={(_, d) =>
            set(name, d.value === '' ? undefined : extra.upper ? d.value.toUpperCase() : d.value)
          }
          onBlur={isChecked(name) ? () => onCheckedBlur(name) : undefined}
        />
      </FormField>
    );
  };

  const enumField = (name: keyof typeof ENUMS) => (
    <FormField label={t(ENUMS[name].label)} required error={errors[name]}>
      <FormInput
        name={name}
        field={ENUMS[name]}
        values={values}
        onChange={(v) => set(name, v)}
        t={t}
        ns={SUPPLIER_REGISTER_NS}
      />
    </FormField>
  );

  const passwordField = (name: 'password' | 'repeatPassword', hint?: string) => (
    <FormField
      label={t(`f.${name}`)}
      required
      error={errors[name]}
      hint={hint ? t(hint) : undefined}
    >
      <PasswordInput
        name={name}
        autoComplete="new-password"
        value={typeof values[name] === 'string' ? values[name] : ''}
        onChange={(_, d) => set(name, d.value === '' ? undefined : d.value)}
      />
    </FormField>
  );

  return (
    <div ref={formRef}>
      <FormStack maxWidth={800} onSubmit={onSubmit} aria-labelledby={`${ids}title`}>
        <FormTitle>
          <span id={`${ids}title`}>{t(editing ? 'edit.title' : 'title')}</span>
        </FormTitle>
        <p style={muted}>{t(editing ? 'edit.intro' : 'intro')}</p>
        {record ? (
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
        ) : null}

        {editing ? null : (
          <fieldset style={fieldsetStyle}>
            <legend style={legendStyle}>{t('section.conduct')}</legend>
            {/* Focusable, so a keyboard user can scroll it; a region, so it can be found by name. */}
            <div role="region" aria-label={t('conduct.region')} tabIndex={0} style={conductStyle}>
              {(['p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'p7'] as const).map((p) => (
                <p key={p} style={{ margin: `0 0 ${token('spacingVerticalS')}` }}>
                  {t(`conduct.${p}`)}
                </p>
              ))}
            </div>
            <FormField error={errors.acceptConduct} style={wide}>
              <Checkbox
                name="acceptConduct"
                label={t('conduct.accept')}
                checked={values.acceptConduct === true}
                onChange={(_, d) => set('acceptConduct', d.checked === true ? true : undefined)}
              />
            </FormField>
          </fieldset>
        )}

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('section.kind')}</legend>
          {enumField('supplierKind')}
        </fieldset>

        <fieldset style={fieldsetStyle}>
          <legend style={legendStyle}>{t('section.company')}</legend>
          {enumField('country')}
          {enumField('taxCategory')}
          {textField('taxId', 32, { hint: 'hint.taxId', upper: true })}
          {textField('companyName', 100, { autoComplete: 'organization' })}
        </fieldset>

        {editing ? (
          <fieldset style={fieldsetStyle}>
            <legend style={legendStyle}>{t('edit.contact')}</legend>
            {textField('email', 120, { autoComplete: 'email', type: 'email' })}
            {enumField('timeZone')}
          </fieldset>
        ) : (
          <fieldset style={fieldsetStyle}>
            <legend style={legendStyle}>{t('section.account')}</legend>
            {textField('account', 32, { autoComplete: 'username', hint: 'hint.account' })}
            {textField('email', 120, { autoComplete: 'email', type: 'email' })}
            {passwordField('password', 'hint.password')}
            {passwordField('repeatPassword')}
            {textField('inviteCode', 8, { hint: 'hint.inviteCode', upper: true })}
            {enumField('timeZone')}
          </fieldset>
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

const stack: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalXL'),
  boxSizing: 'border-box',
};
const h2: CSSProperties = {
  margin: 0,
  fontSize: token('fontSizeBase500'),
  lineHeight: token('lineHeightBase500'),
  fontWeight: token('fontWeightSemibold'),
  outline: 'none',
};

export default SupplierRegister;
