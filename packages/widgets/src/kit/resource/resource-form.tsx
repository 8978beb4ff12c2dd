// The form of a resource: its sections and fields rendered by kind, checked by the definition's
// schema (issue messages are contract message keys, shown in the user's language), saved with the
// save call. A 400's per-field reasons land on their fields; a dirty form asks before it is left.
import { useEffect, useMemo, useRef, useState, type CSSProperties, type FormEvent } from 'react';
import { Button } from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer, CallInput } from '@portal/contract';
import { isApiError } from '../../runtime/api-error';
import { call } from '../../runtime/http';
import { isContractMessage, useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { toast } from '../../runtime/toast';
import { ClickGuardButton } from '../click-guard-button';
import { ConfirmProvider } from '../confirm-dialog';
import { token } from '../css-token';
import { label, namespaces } from '../enum-label';
import { FormField } from '../form-field';
import { InlineAlert, Row } from '../form-layout';
import { LoadingBlock } from '../loading-block';
import { FormInput } from './form-input';
import type {
  FormResource,
  GetRoute,
  ListRoute,
  RecordOf,
  SaveRoute,
  SchemaLike,
} from './resource-types';
import { useUnsavedGuard } from './use-unsaved-guard';

export interface ResourceFormProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> {
  resource: FormResource<L, G, S, V>;
  /** Loads this record with the definition's get call first (edit); none: a new one. */
  id?: string;
  onSaved?: (answer: CallAnswer<S>) => void;
  /** Shows Cancel; called after the user agreed to drop unsaved changes. */
  onCancel?: () => void;
  /** No padding of its own, for a dialog or a card that has some. */
  bare?: boolean;
}

type Values = Record<string, unknown>;
type Errors = Record<string, string>;

const formStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: token('spacingVerticalL'),
  padding: token('spacingHorizontalL'),
  boxSizing: 'border-box',
  maxWidth: 960,
};
const fieldsetStyle: CSSProperties = {
  border: 0,
  margin: 0,
  padding: 0,
  minWidth: 0,
  display: 'grid',
  // As many columns as fit; one on a phone.
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 240px), 1fr))',
  gap: `${token('spacingVerticalM')} ${token('spacingHorizontalL')}`,
};
const legendStyle: CSSProperties = {
  padding: 0,
  marginBottom: token('spacingVerticalS'),
  fontSize: token('fontSizeBase400'),
  fontWeight: token('fontWeightSemibold'),
};

const asValues = (v: unknown): Values =>
  v !== null && typeof v === 'object' ? { ...(v as Values) } : {};

/** Field by field, so a key added as undefined or in another order is not a change. */
function sameValues(a: Values, b: Values): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) return false;
  return true;
}

interface Checked<V> {
  data?: V;
  errors: Errors;
  /** Issues of fields the form does not show, and of the whole object. */
  other: string[];
}

export function checkValues<V>(
  schema: SchemaLike<V> | undefined,
  values: Values,
  shown: Set<string>,
): Checked<V> {
  // No schema: the server is the only judge; the values go as they are.
  if (!schema) return { data: values as V, errors: {}, other: [] };
  const result = schema.safeParse(values);
  if (result.success) return { data: result.data, errors: {}, other: [] };
  const errors: Errors = {};
  const other: string[] = [];
  for (const issue of result.error.issues) {
    const key = typeof issue.path[0] === 'string' ? issue.path[0] : undefined;
    if (key && shown.has(key)) errors[key] ??= issue.message;
    else other.push(issue.message);
  }
  return { errors, other };
}

interface FormBodyProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
> extends ResourceFormProps<L, G, S, V> {
  record: RecordOf<G> | undefined;
}

function FormBody<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>({
  resource,
  record,
  onSaved,
  onCancel,
  bare,
}: FormBodyProps<L, G, S, V>) {
  const { save, ns } = resource;
  const { t } = useT(namespaces(ns));
  const tc = useT('contract').t;
  const queryClient = useQueryClient();
  const [initial, setInitial] = useState<Values>(() =>
    asValues(save.initialValues?.(record) ?? record),
  );
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<Errors>({});
  const [formError, setFormError] = useState<string[]>([]);
  const [checked, setChecked] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const shown = useMemo(
    () => new Set<string>(save.sections.flatMap((s) => s.fields)),
    [save.sections],
  );
  const dirty = !sameValues(values, initial);
  const confirmDiscard = useUnsavedGuard(dirty);

  const mutation = useMutation({
    mutationFn: (input: CallInput<S>) => call(save.route, input, { toast: false }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [resource.name] }),
  });

  // After a failed submit, focus goes to the first field with a message, as a screen reader
  // user would otherwise not learn where the problem is.
  useEffect(() => {
    if (!attempt) return;
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  const set = (name: string, value: unknown) => {
    const next = { ...values, [name]: value };
    setValues(next);
    // After the first submit, re-check as the user types so a fixed field clears its message.
    if (checked) setErrors(checkValues(save.schema, next, shown).errors);
  };

  const submit = async () => {
    if (mutation.isPending) return;
    const result = checkValues(save.schema, values, shown);
    setChecked(true);
    setErrors(result.errors);
    if (!result.data) {
      setFormError([t('kit.form.fixErrors', { ns: 'common' }), ...result.other]);
      setAttempt((n) => n + 1);
      return;
    }
    setFormError([]);
    // V is the save input unless the definition says how to turn it into one (toInput).
    const input = save.toInput
      ? save.toInput(result.data, record)
      : (result.data as unknown as CallInput<S>);
    try {
      const answer = await mutation.mutateAsync(input);
      setInitial(values);
      toast.success(label(t, save.successMessage ?? 'kit.form.saved', ns));
      onSaved?.(answer);
    } catch (e) {
      if (!isApiError(e)) throw e;
      const fieldErrors: Errors = {};
      const other: string[] = [];
      for (const [path, message] of Object.entries(e.fields)) {
        const key = save.serverField ? save.serverField(path) : path;
        if (key && shown.has(key)) fieldErrors[key] = message;
        else other.push(message);
      }
      setErrors(fieldErrors);
      setFormError(
        Object.keys(fieldErrors).length
          ? [t('kit.form.fixErrors', { ns: 'common' }), ...other]
          : [e.message, ...other],
      );
      setAttempt((n) => n + 1);
    }
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit();
  };

  const cancel = async () => {
    if (await confirmDiscard()) onCancel?.();
  };

  const title = label(t, resource.title ?? resource.name, ns);
  return (
    <form
      ref={formRef}
      noValidate
      onSubmit={onSubmit}
      aria-label={title}
      style={bare ? { ...formStyle, padding: 0 } : formStyle}
    >
      {save.sections.map((section) => (
        <fieldset key={section.title} style={fieldsetStyle}>
          <legend style={legendStyle}>{label(t, section.title, ns)}</legend>
          {section.fields.map((name) => {
            const field = resource.fields[name];
            if (!field) return null;
            return (
              <FormField
                key={name}
                label={label(t, field.label, ns)}
                required={field.required}
                hint={field.hint ? label(t, field.hint, ns) : undefined}
                error={errors[name]}
                style={field.kind === 'textarea' ? { gridColumn: '1 / -1' } : undefined}
              >
                <FormInput
                  name={name}
                  field={field}
                  values={values}
                  onChange={(v) => set(name, v)}
                  t={t}
                  ns={ns}
                />
              </FormField>
            );
          })}
        </fieldset>
      ))}
      <InlineAlert>
        {formError.length
          ? formError.map((m) => (
              <span key={m} style={{ display: 'block' }}>
                {isContractMessage(m) ? tc(m) : m}
              </span>
            ))
          : null}
      </InlineAlert>
      <Row>
        <ClickGuardButton
          type="submit"
          appearance="primary"
          onClick={(e) => {
            e.preventDefault();
            return submit();
          }}
        >
          {save.submitLabel ? label(t, save.submitLabel, ns) : t('kit.form.save', { ns: 'common' })}
        </ClickGuardButton>
        {onCancel ? (
          <Button onClick={() => void cancel()}>{t('cancel', { ns: 'common' })}</Button>
        ) : null}
      </Row>
    </form>
  );
}

function ResourceFormView<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>(
  props: ResourceFormProps<L, G, S, V>,
) {
  const { resource, id } = props;
  const { t } = useT(namespaces(resource.ns));
  const get = resource.get;
  const query = useQuery({
    queryKey: [resource.name, 'record', id],
    queryFn: ({ signal }) =>
      get && id !== undefined
        ? call(get.route, get.input(id), { signal, toast: false })
        : Promise.resolve(undefined),
    enabled: !!get && id !== undefined,
  });
  if (get && id !== undefined) {
    if (query.isPending) return <LoadingBlock label={t('loading', { ns: 'common' })} />;
    if (query.isError) {
      return (
        <div style={formStyle}>
          <InlineAlert>
            {t('kit.form.loadFailed', { ns: 'common' })} {query.error.message}
          </InlineAlert>
          <Row>
            <Button appearance="primary" onClick={() => void query.refetch()}>
              {t('kit.list.retry', { ns: 'common' })}
            </Button>
          </Row>
        </div>
      );
    }
  }
  const record = query.data?.data as RecordOf<G> | undefined;
  // Keyed by the record: another record (or a reload of it) starts a fresh form.
  return <FormBody<L, G, S, V> key={`${id ?? 'new'}`} {...props} record={record} />;
}

export function ResourceForm<L extends ListRoute, G extends GetRoute, S extends SaveRoute, V>(
  props: ResourceFormProps<L, G, S, V>,
) {
  return (
    <QueryProvider>
      <ConfirmProvider>
        <ResourceFormView<L, G, S, V> {...props} />
      </ConfirmProvider>
    </QueryProvider>
  );
}
