// The signed-in user's security keys (issue 13's u-shield as WebAuthn;
// docs/decisions/2026-11-27-security-keys.md): each key's serial (its credential id) and when it
// was registered, and Register a security key, which asks the browser for a new key
// (@simplewebauthn/browser's startRegistration, loaded only then). When an administrator requires a
// key and none is registered, it says so: the host opens it before anything else.
import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Spinner } from '@fluentui/react-components';
import { securityKeysApi, type SecurityKeyRow } from '@portal/contract';
import { ClickGuardButton } from '../kit/click-guard-button';
import { FormStack, FormTitle, InlineAlert, Row } from '../kit/form-layout';
import { call } from '../runtime/http';
import { addTranslations, useT } from '../runtime/i18n';
import { toast } from '../runtime/toast';
import en from '../locales/en/security-key.json';
import zh from '../locales/zh/security-key.json';

addTranslations('security-key', { en, zh });

export interface SecurityKeyProps {
  /** A key was registered (the host closes its required-key dialog then). */
  onRegistered?: (key: SecurityKeyRow) => void;
  /** Shows a Close button that calls this. */
  onClose?: () => void;
}

export function SecurityKey({ onRegistered, onClose }: SecurityKeyProps) {
  const { t, lang } = useT('security-key');
  const [keys, setKeys] = useState<SecurityKeyRow[] | null>(null);
  const [required, setRequired] = useState(false);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const live = useRef(true);

  const load = useCallback(async () => {
    const { data } = await call(securityKeysApi.listMySecurityKeys, {});
    if (!live.current || !data) return;
    setKeys(data.keys);
    setRequired(data.required);
  }, []);

  useEffect(() => {
    live.current = true;
    void load().catch(() => live.current && setKeys([]));
    return () => {
      live.current = false;
    };
  }, [load]);

  const register = async () => {
    setError('');
    setBusy(true);
    try {
      const { data: optionsJSON } = await call(securityKeysApi.securityKeyRegistrationOptions, {});
      const { startRegistration } = await import('@simplewebauthn/browser');
      let response: unknown;
      try {
        response = await startRegistration({
          optionsJSON: optionsJSON as unknown as Parameters<
            typeof startRegistration
          >[0]['optionsJSON'],
        });
      } catch {
        if (live.current) setError(t('cancelled'));
        return;
      }
      const answer = await call(
        securityKeysApi.registerSecurityKey,
        { response: response as Record<string, unknown> },
        { toast: false },
      );
      toast.success(answer.msg);
      await load();
      if (answer.data) onRegistered?.(answer.data);
    } catch (e) {
      if (live.current) setError(e instanceof Error && e.message ? e.message : t('failed'));
    } finally {
      if (live.current) setBusy(false);
    }
  };

  const time = (iso: string) =>
    new Date(iso).toLocaleString(lang === 'zh' ? 'zh-CN' : 'en-GB', {
      dateStyle: 'medium',
      timeStyle: 'short',
    });

  return (
    <FormStack maxWidth={520} aria-label={t('title')}>
      <FormTitle>{t('title')}</FormTitle>
      <p>{t('intro')}</p>
      {required && keys?.length === 0 && (
        <InlineAlert intent="warning">{t('requiredNone')}</InlineAlert>
      )}
      {keys === null ? (
        <Spinner size="small" label={t('loading')} />
      ) : keys.length === 0 ? (
        <p>{t('none')}</p>
      ) : (
        <table aria-label={t('listLabel')}>
          <thead>
            <tr>
              <th scope="col">{t('serial')}</th>
              <th scope="col">{t('registeredAt')}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.serial}>
                <td style={{ wordBreak: 'break-all', fontFamily: 'monospace' }}>{k.serial}</td>
                <td>
                  <time dateTime={k.createdAt}>{time(k.createdAt)}</time>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {busy && <InlineAlert intent="info">{t('touch')}</InlineAlert>}
      <InlineAlert>{error}</InlineAlert>
      <Row>
        <ClickGuardButton appearance="primary" disabled={busy} onClick={() => register()}>
          {t('register')}
        </ClickGuardButton>
        {onClose && <Button onClick={onClose}>{t('close')}</Button>}
      </Row>
    </FormStack>
  );
}

export default SecurityKey;
