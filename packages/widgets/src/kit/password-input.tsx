// A password Input with a show/hide toggle; maxLength defaults to PASSWORD_INPUT_MAX
// (docs/product-rules.md#the-password-rule).
import { useState } from 'react';
import { Button, Input, type InputProps } from '@fluentui/react-components';
import { EyeOffRegular, EyeRegular } from '@fluentui/react-icons';
import { PASSWORD_INPUT_MAX } from '@portal/contract';
import { useT } from '../runtime/i18n';

export type PasswordInputProps = Omit<InputProps, 'type' | 'contentAfter'>;

export function PasswordInput({ maxLength = PASSWORD_INPUT_MAX, ...rest }: PasswordInputProps) {
  const { t } = useT('common');
  const [visible, setVisible] = useState(false);
  return (
    <Input
      {...rest}
      type={visible ? 'text' : 'password'}
      maxLength={maxLength}
      contentAfter={
        <Button
          appearance="transparent"
          size="small"
          icon={visible ? <EyeOffRegular /> : <EyeRegular />}
          aria-label={visible ? t('hidePassword') : t('showPassword')}
          aria-pressed={visible}
          onClick={() => setVisible((v) => !v)}
        />
      }
    />
  );
}
