// Registers the `menu` namespace: a title for every route behind the login and every sidebar group.
// Imported by what shows those titles (the layout, menu-title.ts), which loads with the first
// protected page; 3.4 KB gzip that a visit to /login does not need.
import { addTranslations } from '@portal/widgets';
import enMenu from '../locales/en/menu.json';
import zhMenu from '../locales/zh/menu.json';

addTranslations('menu', { en: enMenu, zh: zhMenu });
