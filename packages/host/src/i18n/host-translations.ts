// Registers the host's namespaces on the widgets' i18n instance: `host` (the shell's own text) and
// `menu` (a title for every route behind the login and every sidebar group).
import { addTranslations } from '@portal/widgets';
import enHost from '../locales/en/host.json';
import zhHost from '../locales/zh/host.json';
import enMenu from '../locales/en/menu.json';
import zhMenu from '../locales/zh/menu.json';

export function registerHostTranslations(): void {
  addTranslations('host', { en: enHost, zh: zhHost });
  addTranslations('menu', { en: enMenu, zh: zhMenu });
}

registerHostTranslations();
