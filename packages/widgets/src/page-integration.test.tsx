// Two widgets on one page share one runtime: switching the language in one re-renders the other.
// (Widgets never import each other; only this page-level test puts them side by side.)
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { expect, it } from 'vitest';
import { PortalProvider } from './runtime/portal-provider';
import { configurePortal } from './runtime/config';
import { LanguageSwitch } from './widgets/sp-language-switch/language-switch';
import { Login } from './widgets/sp-login/login';

it('language switch changes the text of another mounted widget', async () => {
  configurePortal({ lang: 'en' });
  const user = userEvent.setup();
  render(
    <PortalProvider>
      <LanguageSwitch />
    </PortalProvider>,
  );
  render(
    <PortalProvider>
      <Login />
    </PortalProvider>,
  );
  expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Language: English. Switch to 中文' }));
  expect(await screen.findByRole('button', { name: '登录' })).toBeInTheDocument();
  expect(screen.getByLabelText(/账号/)).toBeInTheDocument();
});
