// Stories of the layout pieces render inside the portal providers and a memory router at a given
// path (the pieces use links), in the language of the story's `lang` global.
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import type { Decorator } from '@storybook/react-vite';
import { PortalProvider, configurePortal } from '@portal/widgets';
import '../i18n/host-translations';
import '../i18n/menu-translations';

export function StoryFrame({
  path = '/sup/home',
  children,
}: {
  path?: string;
  children: ReactNode;
}) {
  return (
    <PortalProvider>
      <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
    </PortalProvider>
  );
}

/** A decorator; `pathArg` names the story arg that holds the router's path. */
export function withStoryFrame(pathArg?: string): Decorator {
  return function StoryFrameDecorator(Story, context) {
    configurePortal({ lang: context.globals.lang === 'zh' ? 'zh' : 'en' });
    const path = pathArg ? context.args[pathArg] : undefined;
    return (
      <StoryFrame path={typeof path === 'string' ? path : undefined}>
        <div style={{ display: 'flex', flexDirection: 'column', minHeight: 400 }}>
          <Story />
        </div>
      </StoryFrame>
    );
  };
}
