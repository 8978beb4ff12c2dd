// The frame of the public pages: product name, language switch, and the page centred below.
// Styled by styles/first-visit.css (see there why not makeStyles).
import { useRef } from 'react';
import { Outlet } from 'react-router';
import { Airplane24Filled } from '@fluentui/react-icons';
import { LanguageSwitch, useT } from '@portal/widgets';
import { useMainFocus } from '../routes/use-main-focus';

export function PublicFrame() {
  const { t } = useT('host');
  const mainRef = useRef<HTMLElement>(null);
  useMainFocus(mainRef);
  return (
    <div className="sp-public-page">
      <header className="sp-public-header">
        <div className="sp-public-brand">
          <Airplane24Filled aria-hidden />
          <span className="sp-public-product">{t('app.name')}</span>
        </div>
        <LanguageSwitch />
      </header>
      <main ref={mainRef} id="main-content" tabIndex={-1} className="sp-public-main">
        <Outlet />
      </main>
      <footer className="sp-public-footer">
        <span className="sp-public-tagline">{t('app.tagline')}</span>
      </footer>
    </div>
  );
}
