// Storybook over every widget's and the host's stories (DESIGN.md section 1).
import type { StorybookConfig } from '@storybook/react-vite';
import { themeCssPlugin } from '../packages/widgets/build/theme-css-plugin.ts';

const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../packages/widgets/src/**/*.stories.tsx', '../packages/host/src/**/*.stories.tsx'],
  core: { disableTelemetry: true },
  // PortalProvider and the shadow sheet import the build-time theme CSS (virtual:portal-theme-css).
  viteFinal: (vite) => ({ ...vite, plugins: [...(vite.plugins ?? []), themeCssPlugin()] }),
};

export default config;
