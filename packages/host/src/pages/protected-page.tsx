// A protected route's page: its widgets (props from the table and the query string), the "not
// available yet" notice, or "no access" when the page is the other side's or needs a permission the
// user lacks (the server decides; this only spares the user a page of 403s).
import { Suspense } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { session, useT } from '@portal/widgets';
import { NotAvailable } from '../layout/not-available';
import { firstMenuUrl, pageAllowed } from '../layout/menu-tree';
import { widgetsOf } from '../routes/protected-widgets';
import { useRouteEntry } from '../routes/route-handle';
import { widgetComponent } from '../routes/widget-registry';
import { propsOf } from '../routes/widget-props';
import { UnauthorizedPage } from './status-page';

const useStyles = makeStyles({
  widgets: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXL },
  // The page's one h1, its menu title, shown above the widgets as a detail page shows its own title:
  // two lists of one kind (purchase inquiries, purchase quotes) say which one this is. The widgets'
  // headings are h2 (an embedding page owns its h1).
  heading: {
    margin: 0,
    fontSize: tokens.fontSizeBase500,
    lineHeight: tokens.lineHeightBase500,
    fontWeight: tokens.fontWeightSemibold,
    color: tokens.colorNeutralForeground1,
  },
  section: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  sectionHeading: {
    margin: `0 0 ${tokens.spacingVerticalS}`,
    fontSize: tokens.fontSizeBase400,
    lineHeight: tokens.lineHeightBase400,
    fontWeight: tokens.fontWeightSemibold,
  },
});

export function ProtectedPage() {
  const styles = useStyles();
  const { t } = useT('host');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const entry = useRouteEntry();
  if (!entry) return null;
  if (!pageAllowed(session.get() ?? {}, entry.path)) return <UnauthorizedPage />;
  const slots = widgetsOf(entry).flatMap((use) => {
    const Widget = widgetComponent(use.tag);
    return Widget ? [{ use, Widget }] : [];
  });
  if (slots.length > 0) {
    return (
      <Suspense fallback={<Spinner label={t('layout.loading')} />}>
        <div className={styles.widgets}>
          <h1 className={styles.heading}>{t(entry.titleKey)}</h1>
          {slots.map(({ use, Widget }, i) => {
            // The route and the query string are part of the key: another page or inquiry is a
            // fresh widget, not a stale one (two lists of one kind would keep each other's tab).
            const key = `${entry.path}:${use.tag}?${search.toString()}`;
            const widget = <Widget key={key} {...propsOf(use, search)} />;
            if (!use.heading) return widget;
            const headingId = `sp-page-section-${i}`;
            return (
              <section key={key} aria-labelledby={headingId} className={styles.section}>
                <h2 id={headingId} className={styles.sectionHeading}>
                  {t(use.heading)}
                </h2>
                {widget}
              </section>
            );
          })}
        </div>
      </Suspense>
    );
  }
  const home = firstMenuUrl(session.get()?.menus);
  return (
    <NotAvailable
      titleKey={entry.titleKey}
      path={entry.path}
      onBack={home && home !== entry.path ? () => void navigate(home) : undefined}
      backLabel={t('actions.toHome')}
    />
  );
}

export { ProtectedPage as Component };
