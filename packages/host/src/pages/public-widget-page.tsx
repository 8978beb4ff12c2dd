// A public route's widget (the supplier registration, the forgotten password): props from the route table and the query
// string, and the widget events the host answers. A lazy chunk, so /login does not carry it.
import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@fluentui/react-components';
import { useT } from '@portal/widgets';
import { useRouteEntry } from '../routes/route-handle';
import type { WidgetProps, WidgetTag } from '../routes/route-table';
import { propsOf } from '../routes/widget-props';
import { widgetComponent } from '../routes/widget-registry';

type Navigate = ReturnType<typeof useNavigate>;

/** Widgets whose form is a single narrow column: their card fits it (440 px) instead of 800 px. */
const NARROW: ReadonlySet<WidgetTag> = new Set(['sp-forgot-password']);

/** The host's answer to a widget's events (its callback props), by tag. */
function eventsOf(tag: WidgetTag, navigate: Navigate): Record<string, unknown> {
  switch (tag) {
    case 'sp-supplier-register':
      // sp-registered: on to the sign-in, the new account filled in and the success said there.
      return {
        onRegistered: ({ account }: { account: string }) =>
          void navigate(`/login?account=${encodeURIComponent(account)}`, {
            state: { registered: true },
          }),
      };
    case 'sp-forgot-password':
      // sp-password-reset: on to the sign-in with the account filled in.
      return {
        onReset: (account: string) =>
          void navigate(`/login?account=${encodeURIComponent(account)}`),
      };
    default:
      return {};
  }
}

export function PublicWidgetPage() {
  const { t } = useT('host');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const entry = useRouteEntry();
  if (!entry) return null;
  return (
    <Suspense fallback={<Spinner label={t('layout.loading')} />}>
      {(entry.widgets ?? []).map((use) => {
        const Widget = widgetComponent(use.tag);
        if (!Widget) return null;
        // Callbacks are props like the strings, for the components the custom elements wrap.
        const props = { ...propsOf(use, search), ...eventsOf(use.tag, navigate) } as WidgetProps;
        return (
          <section
            key={`${use.tag}?${search.toString()}`}
            className={
              NARROW.has(use.tag) ? 'sp-public-card sp-public-card-narrow' : 'sp-public-card'
            }
          >
            <Widget {...props} />
          </section>
        );
      })}
    </Suspense>
  );
}

export { PublicWidgetPage as Component };
