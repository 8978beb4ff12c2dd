// The behaviour of a form, without its layout: values, the schema (loaded once, lazily), field and
// form messages, the server's per-field reasons mapped onto fields, the dirty state and its guard,
// submit and its toast. ResourceForm renders it as fieldsets; a screen with a layout of its own
// (the registration, the quote editor) renders the same controller its own way and keeps all this.
//
// No TanStack Query here: a public page's form should not download it. The renderers that list
// (ResourceList, ResourceForm) refetch through `onSettled`.
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import type { TFunction } from '../../runtime/i18n';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { isContractMessage, useT } from '../../runtime/i18n';
import { toast } from '../../runtime/toast';
import { label, namespaces } from '../enum-label';
import { loadSchema, useSchema } from './schema-source';
import type { AnyFormDef, FieldDef, ResourceBase, SchemaLike } from './resource-types';
import { useUnsavedGuard } from './use-unsaved-guard';

export type FormValues = Record<string, unknown>;
/** Field name → message (a contract MessageKey, translated by FormField, or text). */
export type FormErrors = Record<string, string>;

export interface UseResourceFormOptions<Rec = unknown> {
  /** The resource the form belongs to: its namespace, its fields, its cache key. */
  resource: ResourceBase;
  form: AnyFormDef;
  /** The record it starts from (the row of an edit, a loaded record); none for a new one. */
  record?: Rec;
  /** Starting values, instead of the form's initialValues(record). */
  initial?: Readonly<FormValues>;
  /** More checks after the schema's, at submit: field → message (a value found taken…). */
  check?: (values: FormValues) => FormErrors;
  /** After a successful save, with the server's answer (close the dialog, say more). */
  onSaved?: (answer: unknown) => void;
  /** After every save attempt that reached the server: refetch what shows the resource. */
  onSettled?: () => void;
  /** Ask before a reload or Cancel drops typed changes (on by default). */
  guard?: boolean;
}

export interface ResolvedFormField {
  name: string;
  def: FieldDef;
  /** Translated label and hint. */
  label: string;
  hint?: string;
}
export interface ResolvedFormSection {
  /** Translated; empty for a section without a heading. */
  title: string;
  fields: ResolvedFormField[];
}

export interface ResourceFormController {
  t: TFunction;
  ns?: string;
  /** The form's sections with their fields resolved and labelled. */
  sections: ResolvedFormSection[];
  /** Names of the fields the form shows: the schema's issues on others go on top. */
  shown: ReadonlySet<string>;
  values: FormValues;
  /** The values as they are now, also between renders (a debounced check reads them). */
  getValues: () => FormValues;
  set: (name: string, value: unknown) => void;
  /** New values that count as unchanged (a record loaded later). */
  reset: (values: FormValues) => void;
  errors: FormErrors;
  /** Form-level messages, translated: "fix the fields", issues of fields not shown, the server's. */
  messages: string[];
  /** Sets the form-level messages (raw contract keys or text). */
  setMessages: (messages: string[]) => void;
  /** Sets or clears field messages (a check that runs outside submit). */
  setErrors: (update: (prev: FormErrors) => FormErrors) => void;
  dirty: boolean;
  submitting: boolean;
  /** Checks, sends and reports; true when saved. */
  submit: () => Promise<boolean>;
  /** For <form onSubmit>. */
  onSubmit: (e: FormEvent) => void;
  /** True when there is nothing to lose or the user agreed to drop it. */
  confirmDiscard: () => Promise<boolean>;
  /** Put on the element around the inputs: focus moves to the first invalid one after a submit. */
  setContainer: (el: HTMLElement | null) => void;
  /** Translated title (the form's, else its label's, else the resource's), intro and submit label. */
  title: string;
  intro?: string;
  submitLabel: string;
  /** A destructive answer: the submit button is red. */
  danger: boolean;
  schema?: SchemaLike<unknown>;
}

const asValues = (v: unknown): FormValues =>
  v !== null && typeof v === 'object' ? { ...(v as FormValues) } : {};

/** Field by field, so a key added as undefined or in another order is not a change. */
export function sameValues(a: FormValues, b: FormValues): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
}

export interface Checked<V> {
  data?: V;
  errors: FormErrors;
  /** Issues of fields the form does not show, and of the whole object. */
  other: string[];
}

export function checkValues<V>(
  schema: SchemaLike<V> | undefined,
  values: FormValues,
  shown: ReadonlySet<string>,
): Checked<V> {
  // No schema: the server is the only judge; the values go as they are.
  if (!schema) return { data: values as V, errors: {}, other: [] };
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {}, other: [] };
  const errors: FormErrors = {};
  const other: string[] = [];
  for (const issue of result.error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (key && shown.has(key)) errors[key] ??= issue.message;
    else other.push(issue.message);
  }
  return { errors, other };
}

/** A 400's per-field reasons: those of shown fields onto them, the rest on top. */
export function mapServerErrors(
  fields: Record<string, string>,
  shown: ReadonlySet<string>,
  serverField?: (path: string) => string | undefined,
): { errors: FormErrors; other: string[] } {
  const errors: FormErrors = {};
  const other: string[] = [];
  for (const [path, message] of Object.entries(fields)) {
    const key = serverField ? serverField(path) : path;
    if (key && shown.has(key)) errors[key] = message;
    else other.push(message);
  }
  return { errors, other };
}

export function useResourceForm<Rec = unknown>(
  options: UseResourceFormOptions<Rec>,
): ResourceFormController {
  const { resource, form, record, check, onSaved, onSettled, guard = true } = options;
  const ns = resource.ns;
  const { t } = useT(namespaces(ns));
  const tc = useT('contract').t;
  const [initial, setInitial] = useState<FormValues>(() =>
    asValues(options.initial ?? (form.initialValues ? form.initialValues(record) : record)),
  );
  const [values, setValuesState] = useState<FormValues>(initial);
  const valuesRef = useRef(values);
  const [errors, setErrors] = useState<FormErrors>({});
  const [rawMessages, setMessages] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const inFlight = useRef(false);
  const container = useRef<HTMLElement | null>(null);
  const schema = useSchema(form.schema);

  const labelValues = useMemo(() => form.labelValues?.(record), [form, record]);
  const recordFields = useMemo(() => form.fieldsFor?.(record), [form, record]);
  const sections = useMemo(
    () =>
      form.sections.map((s) => ({
        title: s.title ? label(t, s.title, ns) : '',
        fields: s.fields.flatMap((name): ResolvedFormField[] => {
          const def = recordFields?.[name] ?? form.fields?.[name] ?? resource.fields[name];
          if (!def) {
            console.error(`${resource.name}: no field "${name}"`);
            return [];
          }
          return [
            {
              name,
              def,
              label: label(t, def.label, ns, labelValues),
              hint: def.hint ? label(t, def.hint, ns) : undefined,
            },
          ];
        }),
      })),
    [form, resource, t, ns, labelValues, recordFields],
  );
  const shown = useMemo(
    () => new Set<string>(form.sections.flatMap((s) => s.fields)),
    [form.sections],
  );
  const dirty = !sameValues(values, initial);
  const confirmDiscard = useUnsavedGuard(dirty, guard);

  // After a failed submit, focus goes to the first field with a message: a screen reader user would
  // otherwise not learn where the problem is.
  useEffect(() => {
    if (!attempt) return;
    container.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const errorsOf = useCallback(
    (s: SchemaLike<unknown> | undefined, v: FormValues) => {
      const result = checkValues(s, v, shown);
      const found = { ...result.errors };
      for (const [name, message] of Object.entries(check?.(v) ?? {})) found[name] ??= message;
      return { result, found };
    },
    [shown, check],
  );

  const set = (name: string, value: unknown) => {
    const next = { ...valuesRef.current, [name]: value };
    valuesRef.current = next;
    setValuesState(next);
    // After the first submit, re-check as the user types so a fixed field clears its message.
    if (checked) setErrors(errorsOf(schema, next).found);
  };

  const reset = useCallback((next: FormValues) => {
    valuesRef.current = next;
    setValuesState(next);
    setInitial(next);
  }, []);

  const fail = (messages: string[]) => {
    setMessages(messages);
    setAttempt((n) => n + 1);
    return false;
  };

  const submit = async (): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setSubmitting(true);
    let reached = false;
    try {
      const current = valuesRef.current;
      const rules = form.schema ? await loadSchema(form.schema) : undefined;
      const { result, found } = errorsOf(rules, current);
      setChecked(true);
      setErrors(found);
      if (!result.data || Object.keys(found).length) {
        return fail(['kit.form.fixErrors', ...result.other]);
      }
      setMessages([]);
      // The values are the call's input unless the form says how to make one (defineForm checks).
      const input = form.toInput ? await form.toInput(result.data, record) : result.data;
      reached = true;
      const answer = await call(form.route, input, { toast: false });
      setInitial(current);
      if (form.successMessage !== false) {
        toast.success(label(t, form.successMessage ?? 'kit.form.saved', ns));
      }
      form.onSaved?.(answer, record);
      onSaved?.(answer);
      return true;
    } catch (e) {
      if (!isApiError(e)) return fail([e instanceof Error ? e.message : String(e)]);
      const mapped = mapServerErrors(e.fields, shown, form.serverField?.bind(form));
      setErrors(mapped.errors);
      return fail(
        Object.keys(mapped.errors).length
          ? ['kit.form.fixErrors', ...mapped.other]
          : [e.message, ...mapped.other],
      );
    } finally {
      inFlight.current = false;
      setSubmitting(false);
      if (reached) onSettled?.();
    }
  };

  const messages = rawMessages.map((m) =>
    m === 'kit.form.fixErrors'
      ? t('kit.form.fixErrors', { ns: 'common' })
      : isContractMessage(m)
        ? tc(m)
        : m,
  );

  return {
    t,
    ns,
    sections,
    shown,
    values,
    getValues: () => valuesRef.current,
    set,
    reset,
    errors,
    messages,
    setMessages,
    setErrors,
    dirty,
    submitting,
    submit,
    onSubmit: (e) => {
      e.preventDefault();
      void submit();
    },
    confirmDiscard,
    setContainer: (el) => {
      container.current = el;
    },
    title: label(
      t,
      form.title ?? form.label ?? resource.title ?? resource.name,
      ns,
      form.titleValues?.(record as Rec, t),
    ),
    intro: form.intro ? label(t, form.intro, ns, form.introValues?.(record as Rec, t)) : undefined,
    submitLabel: form.submitLabel
      ? label(t, form.submitLabel, ns)
      : t('kit.form.save', { ns: 'common' }),
    danger: !!form.danger,
    schema,
  };
}
