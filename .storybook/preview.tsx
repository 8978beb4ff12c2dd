// Storybook's preview: every story with the portal's annotations (portal-annotations.tsx), and a
// docs page per story group.
import type { Preview } from '@storybook/react-vite';
import { ElementDocsPage } from './element-docs';
import { portalAnnotations } from './portal-annotations';

const preview: Preview = {
  ...portalAnnotations,
  // A widget's docs page is the embedding guide of element-docs.tsx. Its stories render each in a
  // frame of their own: inline, they would share one page's mock API, sign-in and language, and
  // every state would show the last story's answers.
  tags: ['autodocs'],
  parameters: {
    ...portalAnnotations.parameters,
    docs: { page: ElementDocsPage, story: { inline: false, iframeHeight: 480 } },
  },
};

export default preview;
