// The friendly 404 and 401 pages: what happened and a way back.
import { useNavigate } from 'react-router';
import { Body1, Button, Card, Title1, makeStyles, tokens } from '@fluentui/react-components';
import { session, useT } from '@portal/widgets';
import { firstMenuUrl } from '../layout/menu-tree';

const useStyles = makeStyles({
  card: { maxWidth: '480px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
  code: { color: tokens.colorBrandForeground1, fontSize: '48px', lineHeight: 1, fontWeight: 700 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
});

export function StatusPage({ kind }: { kind: 'notFound' | 'unauthorized' }) {
  const { t } = useT('host');
  const styles = useStyles();
  const navigate = useNavigate();
  // Signed-in users go back to their home page, everyone else to the login page.
  const home = (session.get()?.token && firstMenuUrl(session.get()?.menus)) || '/login';
  return (
    <Card className={styles.card} appearance="subtle">
      <div className={styles.code} aria-hidden>
        {kind === 'notFound' ? '404' : '401'}
      </div>
      <Title1 as="h1">{t(`pages.${kind}.title`)}</Title1>
      <Body1>{t(`pages.${kind}.message`)}</Body1>
      <div className={styles.actions}>
        <Button appearance="primary" onClick={() => void navigate(home)}>
          {home === '/login' ? t('actions.toLogin') : t('actions.toHome')}
        </Button>
        <Button onClick={() => void navigate(-1)}>{t('actions.back')}</Button>
      </div>
    </Card>
  );
}

export const NotFoundPage = () => <StatusPage kind="notFound" />;
export const UnauthorizedPage = () => <StatusPage kind="unauthorized" />;
