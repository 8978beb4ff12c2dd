// sp-language-switch: with two languages, one button that switches to the other one. No Menu: the
// chunk stays small and the login page loads no positioning code. All widgets share one i18n
// instance, so one switch re-renders every widget on the page.
import { Button } from '@fluentui/react-components';
import { LocalLanguageRegular } from '@fluentui/react-icons';
import { LANGUAGES, type Language } from '@portal/contract';
import { addTranslations, setLanguage, useT } from '../../runtime/i18n';
import en from '../../locales/en/language-switch.json';
import zh from '../../locales/zh/language-switch.json';

addTranslations('language-switch', { en, zh });

export interface LanguageSwitchProps {
  onChanged?: (detail: { lang: Language }) => void;
}

export function LanguageSwitch({ onChanged }: LanguageSwitchProps) {
  const { t, lang } = useT(['language-switch', 'common']);
  const name = (l: Language) => t(`language.${l}`, { ns: 'common' });
  const next = LANGUAGES.find((l) => l !== lang) ?? lang;

  const onClick = () => {
    setLanguage(next);
    onChanged?.({ lang: next });
  };

  return (
    <Button
      appearance="subtle"
      icon={<LocalLanguageRegular />}
      // Names the current language too; the visible text (the other language) is part of it.
      aria-label={t('switch', { current: name(lang), next: name(next) })}
      onClick={onClick}
    >
      {/* The other language's name, in that language, so its speakers recognise it. */}
      <span lang={next}>{name(next)}</span>
    </Button>
  );
}
