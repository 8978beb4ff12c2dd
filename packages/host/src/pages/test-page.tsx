// /test: a diagnostics page for support: configuration, session and a live API call.
import { useCallback, useEffect, useState } from 'react';
import {
  Badge,
  Button,
  Card,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Title2,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { health } from '@portal/contract';
import { call, getConfig, getLanguage, useSession, useT } from '@portal/widgets';

type Health =
  { state: 'pending' } | { state: 'ok'; ms: number } | { state: 'failed'; error: string };

const useStyles = makeStyles({
  card: {
    width: 'min(560px, 100%)',
    padding: tokens.spacingHorizontalXL,
    gap: tokens.spacingVerticalM,
  },
  key: { fontWeight: tokens.fontWeightSemibold, width: '40%' },
});

export function TestPage() {
  const { t, lang } = useT('host');
  const styles = useStyles();
  const current = useSession();
  const [status, setStatus] = useState<Health>({ state: 'pending' });

  const check = useCallback(async () => {
    setStatus({ state: 'pending' });
    const started = performance.now();
    try {
      await call(health, {}, { toast: false });
      setStatus({ state: 'ok', ms: Math.round(performance.now() - started) });
    } catch (e) {
      setStatus({ state: 'failed', error: e instanceof Error ? e.message : String(e) });
    }
  }, []);

  useEffect(() => {
    // The live probe is the point of this page; its result arrives asynchronously.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    void check();
  }, [check]);

  const rows: [string, React.ReactNode][] = [
    [t('pages.test.apiBase'), getConfig().apiBase],
    [t('pages.test.language'), `${getLanguage()} (${lang})`],
    [
      t('pages.test.signedIn'),
      current?.token
        ? t('pages.test.yes', { account: current.account ?? current.uid ?? '' })
        : t('pages.test.no'),
    ],
    [
      t('pages.test.health'),
      status.state === 'pending' ? (
        <Badge appearance="tint" color="informative">
          {t('pages.test.checking')}
        </Badge>
      ) : status.state === 'ok' ? (
        <Badge appearance="filled" color="success">
          {t('pages.test.healthOk', { ms: status.ms })}
        </Badge>
      ) : (
        <Badge appearance="filled" color="danger">
          {t('pages.test.healthFailed', { error: status.error })}
        </Badge>
      ),
    ],
  ];

  return (
    <Card className={styles.card}>
      <Title2 as="h1">{t('pages.test.title')}</Title2>
      <Table aria-label={t('pages.test.title')} size="small">
        <TableBody>
          {rows.map(([key, value]) => (
            <TableRow key={key}>
              <TableCell className={styles.key}>{key}</TableCell>
              <TableCell aria-live={key === t('pages.test.health') ? 'polite' : undefined}>
                {value}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <div>
        <Button onClick={() => void check()} disabled={status.state === 'pending'}>
          {t('pages.test.recheck')}
        </Button>
      </div>
    </Card>
  );
}

export { TestPage as Component };
