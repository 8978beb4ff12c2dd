// The sign-in's security-key step (docs/decisions/2026-11-27-security-keys.md): the password grant
// answers key_needed with a ticket and WebAuthn options and no token; the widget asks the browser
// for the key (@simplewebauthn/browser's startAuthentication, faked here: jsdom has no WebAuthn)
// and sends its answer with the security_key grant; a cancelled key says so in both languages.
import { screen, waitFor } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { composeStories } from '@storybook/react-vite';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '@portal/contract';
import { session } from '../../runtime/session';
import { FIXTURE_ACCESS_TOKEN, authHandlers, type MockApi } from '../../testing';
import { renderStory } from '../../testing/render-story';
import * as stories from './login.stories';

const key = vi.hoisted(() => ({
  calls: [] as unknown[],
  answer: (_options: unknown): Promise<unknown> => Promise.resolve(undefined),
}));
vi.mock('@simplewebauthn/browser', () => ({
  startAuthentication: (options: unknown) => {
    key.calls.push(options);
    return key.answer(options);
  },
}));

const { Default, Chinese } = composeStories(stories);
const KEY_OPTIONS = {
  challenge: 'c-1',
  rpId: 'localhost',
  allowCredentials: [{ id: 'k-1', type: 'public-key' }],
};
const ASSERTION = { id: 'k-1', rawId: 'k-1', type: 'public-key', response: { signature: 's' } };

function keyApi(api: MockApi, grants: Record<string, unknown>[]) {
  {
    authHandlers(api);
    api.on(authApi.token, ({ body }) => {
      grants.push(body);
      if (body.grant_type === 'password') {
        return [
          200,
          {
            token_type: 'bearer',
            expires_in: 0,
            key_needed: true,
            key_ticket: 't-1',
            key_options: KEY_OPTIONS,
          },
        ];
      }
      if (body.grant_type === 'security_key') {
        return [200, { refresh_token: 'r-key', token_type: 'bearer', expires_in: 7200 }];
      }
      return [200, { access_token: FIXTURE_ACCESS_TOKEN, token_type: 'bearer', expires_in: 7200 }];
    });
  }
}

const cancelled = () => Promise.reject(new DOMException('cancelled', 'NotAllowedError'));

async function signInWith(account = 'buyer.key') {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/Account|账号/), account);
  await user.type(screen.getByLabelText(/^Password|^密码/), 'Passw0rd!');
  await user.click(screen.getByRole('button', { name: /Sign in|登录/ }));
}

describe('sp-login with a security key', () => {
  beforeEach(() => {
    key.calls = [];
  });

  it('asks for the key after the password and signs in with its answer', async () => {
    const grants: Record<string, unknown>[] = [];
    await renderStory(Default, { mock: (api) => keyApi(api, grants) });
    let release: (value: unknown) => void = () => {};
    key.answer = () => new Promise((resolve) => (release = resolve));
    await signInWith();
    expect(await screen.findByText(/Insert your security key and touch it/)).toBeVisible();
    expect(key.calls).toEqual([{ optionsJSON: KEY_OPTIONS }]);
    release(ASSERTION);
    await waitFor(() => expect(Default.args.onLoggedIn).toHaveBeenCalledTimes(1));
    expect(grants.map((g) => g.grant_type)).toEqual(['password', 'security_key', 'refresh_token']);
    expect(grants[1]).toMatchObject({ key_ticket: 't-1', assertion: JSON.stringify(ASSERTION) });
    expect(grants[2]).toMatchObject({ refresh_token: 'r-key' });
    expect(session.get()?.token).toBe(FIXTURE_ACCESS_TOKEN);
  });

  it('says so when the key is not used', async () => {
    key.answer = cancelled;
    const grants: Record<string, unknown>[] = [];
    await renderStory(Default, { mock: (api) => keyApi(api, grants) });
    await signInWith();
    expect(await screen.findByText(/The security key was not used/)).toBeVisible();
    expect(grants.map((g) => g.grant_type)).toEqual(['password']);
    expect(Default.args.onLoggedIn).not.toHaveBeenCalled();
  });

  it('says so in Chinese', async () => {
    key.answer = cancelled;
    await renderStory(Chinese, { mock: (api) => keyApi(api, []) });
    await signInWith();
    expect(await screen.findByText(/未使用安全密钥/)).toBeVisible();
  });
});
