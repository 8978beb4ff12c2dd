// Storybook over every widget's and the host's stories, with a docs page per story group
// (.storybook/element-docs.tsx) and the Getting started page (docs/storybook/*.mdx).
import type { StorybookConfig } from '@storybook/react-vite';
import { themeCssPlugin } from '../packages/widgets/build/theme-css-plugin.ts';
import { customElementsManifestModule } from '../packages/widgets/build/custom-elements-manifest.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: [
    '../docs/storybook/*.mdx',
    '../packages/widgets/src/**/*.stories.tsx',
    '../packages/host/src/**/*.stories.tsx',
  ],
  addons: ['@storybook/addon-docs'],
  core: { disableTelemetry: true },
  // The built widgets at ./widgets/: each widget's "As a custom element" story loads the real
  // loader from there (packages/widgets/src/testing/element-story.tsx). Build them first
  // (`npm run build -w @portal/widgets`; `npm test` and `npm run build-storybook` do).
  staticDirs: [{ from: '../packages/widgets/dist', to: '/widgets' }],
  // PortalProvider and the shadow sheet import the build-time theme CSS (virtual:portal-theme-css);
  // the docs pages read the Custom Elements Manifest (virtual:custom-elements-manifest).
  viteFinal: (vite) => ({
    ...vite,
    plugins: [...(vite.plugins ?? []), themeCssPlugin(), customElementsManifestModule()],
  }),
};

export default config;
