// The root of every route: keeps the document title and language in step with the page.
import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { useT } from '@portal/widgets';
import { useRouteEntry } from './route-handle';

export function RootFrame() {
  const { t, lang } = useT('host');
  const entry = useRouteEntry();

  const title = entry ? t(entry.titleKey) : t('pages.notFound.title');
  useEffect(() => {
    document.title = `${title} · ${t('app.name')}`;
    document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  }, [title, t, lang]);

  return <Outlet />;
}
