// Registers the host's own text (`host` namespace) on the widgets' i18n store: the public pages, the
// guard and the shell. The route titles of the protected pages (`menu`) come with the layout (see
// menu-translations.ts), so the first visit to /login does not carry them.
import { addTranslations } from '@portal/widgets';
import enHost from '../locales/en/host.json';
import zhHost from '../locales/zh/host.json';

export function registerHostTranslations(): void {
  addTranslations('host', { en: enHost, zh: zhHost });
}

registerHostTranslations();
