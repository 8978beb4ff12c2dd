import { defineElementMeta } from '../../elements/element-meta';

export const languageSwitchElement = defineElementMeta({
  tag: 'sp-language-switch',
  module: 'widgets/sp-language-switch/language-switch.tsx',
  description:
    'One button that switches between en and 中文: every widget on the page, and saves the choice.',
  attributes: [],
  events: [
    {
      name: 'sp-language-changed',
      prop: 'onChanged',
      description: 'The language changed.',
      detail: "{ lang: 'en' | 'zh' }",
    },
  ],
  load: () => import('./language-switch'),
});

export default languageSwitchElement;
