// The honest placeholder for a route whose widget is not written yet.
import { Body1, Button, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { Clock24Regular } from '@fluentui/react-icons';
import { useT } from '@portal/widgets';

export interface NotAvailableProps {
  /** i18n key of the route's title (`menu:/sup/...` or `host:pages....`). */
  titleKey: string;
  path: string;
  /** Where "back" goes; omitted when there is nowhere sensible to go. */
  onBack?: () => void;
  backLabel?: string;
}

const useStyles = makeStyles({
  card: { maxWidth: '560px', padding: tokens.spacingHorizontalXXL, gap: tokens.spacingVerticalM },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  icon: { color: tokens.colorBrandForeground1, flexShrink: 0 },
  path: { color: tokens.colorNeutralForeground3, fontFamily: tokens.fontFamilyMonospace },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

export function NotAvailable({ titleKey, path, onBack, backLabel }: NotAvailableProps) {
  const { t } = useT('host');
  const styles = useStyles();
  return (
    <Card className={styles.card} appearance="subtle">
      <div className={styles.head}>
        <Clock24Regular className={styles.icon} aria-hidden />
        <Title2 as="h1">{t(titleKey)}</Title2>
      </div>
      <Body1>{t('notAvailable.message')}</Body1>
      <Body1 className={styles.path}>{path}</Body1>
      {onBack && (
        <div className={styles.actions}>
          <Button appearance="primary" onClick={onBack}>
            {backLabel ?? t('notAvailable.back')}
          </Button>
        </div>
      )}
    </Card>
  );
}
