// A resource's form rendered: useResourceForm's sections as fieldsets of inputs chosen by kind,
// the form's messages, Save and Cancel. Three ways to show one:
// - ResourceForm: on a page, the definition's page form (`save`) or any form, editing the record
//   `id` names (loaded with the definition's `get`) or a new one;
// - ResourceFormDialog: a form in a dialog (the list's create and edit, a row action's form);
// - FormBody: the bare form, for a screen that places it itself.
// A screen with a layout of its own calls useResourceForm and reuses FormSections / FormFooter.
import { useCallback, useContext, type CSSProperties, type ReactNode } from 'react';
import { Button } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallAnswer } from '@portal/contract';
import { call } from '../../runtime/http';
import { useT } from '../../runtime/i18n';
import { QueryProvider } from '../../runtime/query-provider';
import { ConfirmProvider } from '../confirm-dialog';
import { token } from '../css-token';
import { namespaces } from '../enum-label';
import { FormDialog, InFormDialog } from '../form-dialog';
import { FormField } from '../form-field';
import { InlineAlert, Row } from '../form-layout';
import { FormMessages, FormSubmitButton } from './form-submit';
import { LoadingBlock } from '../loading-block';
import { FormInput } from './form-input';
import { invalidateResource } from './invalidate';
import type { RouteRefs } from '../links';
import type {
  AnyFormDef,
  GetRoute,
  ListRoute,
  ResourceBase,
  ResourceDefinition,
  SaveRoute,
} from './resource-types';
import { useResourceForm, type ResourceFormController } from './use-resource-form';

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
const wideStyle: CSSProperties = { gridColumn: '1 / -1' };

/** The form's sections as fieldsets, each field labelled, hinted and with its message. */
export function FormSections({ form }: { form: ResourceFormController }) {
  const { t, ns } = form;
  return (
    <>
      {form.sections.map((section, i) => (
        <fieldset key={section.title || i} style={fieldsetStyle}>
          {section.title ? <legend style={legendStyle}>{section.title}</legend> : null}
          {section.fields.map(({ name, def, label, hint }) => (
            <FormField
              key={name}
              // The upload names its own file input and list; a second label would say it twice.
              label={def.kind === 'file' ? undefined : label}
              required={def.required}
              hint={hint}
              error={form.errors[name]}
              style={def.wide || def.kind === 'textarea' ? wideStyle : undefined}
            >
              <FormInput
                name={name}
                field={def}
                values={form.values}
                onChange={(v) => form.set(name, v)}
                label={label}
                t={t}
                ns={ns}
              />
            </FormField>
          ))}
        </fieldset>
      ))}
    </>
  );
}

/**
 * The form's messages (announced), then the buttons in the portal's one order
 * (docs/decisions/2026-11-26-dialog-button-order.md): extra buttons, Cancel (after the guard), and
 * the primary Save last; in a dialog the row sits at its end, as Fluent's DialogActions do.
 */
export function FormFooter({
  form,
  onCancel,
  children,
}: {
  form: ResourceFormController;
  onCancel?: () => void;
  /** More buttons, before Cancel and Save. */
  children?: ReactNode;
}) {
  const { t } = form;
  const inDialog = useContext(InFormDialog);
  return (
    <>
      <FormMessages messages={form.messages} />
      <div part="actions">
        <Row end={inDialog}>
          {children}
          {onCancel ? (
            <Button onClick={() => void form.confirmDiscard().then((ok) => ok && onCancel())}>
              {t('cancel', { ns: 'common' })}
            </Button>
          ) : null}
          <FormSubmitButton form={form} />
        </Row>
      </div>
    </>
  );
}

/** Refetches every list and record of a resource, and of those it names (after a save). */
function useInvalidate({ name, invalidates }: ResourceBase): () => void {
  const queryClient = useQueryClient();
  return useCallback(
    () => void invalidateResource(queryClient, { name, invalidates }),
    [queryClient, name, invalidates],
  );
}

export interface FormBodyProps {
  resource: ResourceBase;
  form: AnyFormDef;
  /** The record it starts from (an edit's row, a loaded record). */
  record?: unknown;
  onSaved?: (answer: unknown) => void;
  /** Shows Cancel; called after the user agreed to drop unsaved changes. */
  onCancel?: () => void;
  /** No padding of its own, for a dialog or a card that has some. */
  bare?: boolean;
}

/**
 * One form, rendered: the hook, the fieldsets, the footer. After each save that reached the server
 * it refetches the resource's lists and records (under a QueryProvider, as every renderer is).
 */
export function FormBody({ resource, form, record, onSaved, onCancel, bare }: FormBodyProps) {
  const onSettled = useInvalidate(resource);
  const controller = useResourceForm({ resource, form, record, onSaved, onSettled });
  const { setContainer } = controller;
  return (
    <form
      ref={setContainer}
      noValidate
      onSubmit={controller.onSubmit}
      aria-label={controller.title}
      part="form"
      style={bare ? { ...formStyle, padding: 0 } : formStyle}
    >
      <FormSections form={controller} />
      <FormFooter form={controller} onCancel={onCancel} />
    </form>
  );
}

export interface ResourceFormDialogProps extends Omit<FormBodyProps, 'onCancel' | 'bare'> {
  onClose: () => void;
  /** Shown between the intro and the form (the lines a round applies to). */
  before?: ReactNode;
}

/**
 * A form in a dialog: its title and intro from the form, closed on Cancel, Escape or a save. Brings
 * the query client and confirm host it needs, so any widget can open one (an action on a detail).
 */
export function ResourceFormDialog(props: ResourceFormDialogProps) {
  return (
    <QueryProvider>
      <ConfirmProvider>
        <FormDialogView {...props} />
      </ConfirmProvider>
    </QueryProvider>
  );
}

function FormDialogView({ onClose, onSaved, before, ...props }: ResourceFormDialogProps) {
  const { t } = useT(namespaces(props.resource.ns));
  const { form, record } = props;
  const titleKey = form.title ?? form.label ?? props.resource.title ?? props.resource.name;
  return (
    <FormDialog
      title={t(titleKey, { ...form.titleValues?.(record, t), ns: namespaces(props.resource.ns) })}
      intro={
        form.intro
          ? t(form.intro, { ...form.introValues?.(record, t), ns: namespaces(props.resource.ns) })
          : undefined
      }
      maxWidth={form.maxWidth}
      danger={form.danger}
      onClose={onClose}
    >
      {before}
      <FormBody
        {...props}
        bare
        onCancel={onClose}
        onSaved={(answer) => {
          onSaved?.(answer);
          onClose();
        }}
      />
    </FormDialog>
  );
}

// ---- the page form ---------------------------------------------------------------------------------

export interface ResourceFormProps<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
> {
  resource: ResourceDefinition<L, G, S, V, R>;
  /** The form to show; the definition's page form (`save`) by default. */
  form?: AnyFormDef;
  /** Loads this record with the definition's get call first (edit); none: a new one. */
  id?: string;
  onSaved?: (answer: CallAnswer<S>) => void;
  /** Shows Cancel; called after the user agreed to drop unsaved changes. */
  onCancel?: () => void;
  /** No padding of its own, for a dialog or a card that has some. */
  bare?: boolean;
}

function ResourceFormView<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs,
>(props: ResourceFormProps<L, G, S, V, R>) {
  const { resource, id } = props;
  const { t } = useT(namespaces(resource.ns));
  const get = resource.get;
  if (!props.form && !resource.save) throw new Error(`${resource.name}: no form (save or form)`);
  // The page form is a form written inside the definition (its types were checked there).
  const form = props.form ?? (resource.save as unknown as AnyFormDef);
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
  return (
    // Keyed by the record: another record (or a reload of it) starts a fresh form.
    <FormBody
      key={id ?? 'new'}
      resource={resource}
      form={form}
      record={query.data?.data}
      onSaved={props.onSaved as ((answer: unknown) => void) | undefined}
      onCancel={props.onCancel}
      bare={props.bare}
    />
  );
}

export function ResourceForm<
  L extends ListRoute,
  G extends GetRoute,
  S extends SaveRoute,
  V,
  R extends RouteRefs = RouteRefs,
>(props: ResourceFormProps<L, G, S, V, R>) {
  return (
    <QueryProvider>
      <ConfirmProvider>
        <ResourceFormView<L, G, S, V, R> {...props} />
      </ConfirmProvider>
    </QueryProvider>
  );
}
