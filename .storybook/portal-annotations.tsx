// What every story renders with, in Storybook and in the widget tests (composeStories, via
// packages/widgets/src/testing/setup-tests.ts): the light-DOM PortalProvider, in the language of
// the toolbar global. The docs pages (preview.tsx) are Storybook's alone.
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

export const portalAnnotations = {
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
} satisfies Preview;
