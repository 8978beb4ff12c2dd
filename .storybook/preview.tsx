// Every story renders inside the light-DOM PortalProvider, in the language of the toolbar global.
import type { Decorator, Preview } from '@storybook/react-vite';
import { PortalProvider, configurePortal } from '@portal/widgets';

const withPortal: Decorator = (Story, context) => {
  const lang = context.globals.lang === 'zh' ? 'zh' : 'en';
  // configurePortal's lang is applied without being saved, so stories never change the saved choice.
  configurePortal({ lang });
  return (
    <PortalProvider>
      <Story />
    </PortalProvider>
  );
};

const preview: Preview = {
  decorators: [withPortal],
  globalTypes: {
    lang: {
      description: 'Widget language',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'zh', title: '中文' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { lang: 'en' },
  parameters: { layout: 'padded' },
};

export default preview;
