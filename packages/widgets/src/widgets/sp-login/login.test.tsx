import { screen, waitFor } from '@testing-library/react';
// The same user-event copy the stories use: two copies patch input value tracking and React misses input.
import { userEvent } from 'storybook/test';
import { composeStories } from '@storybook/react-vite';
import { constants, privateDecrypt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authApi, SESSION_COOKIES } from '@portal/contract';
import { session } from '../../runtime/session';
import { FIXTURE_ACCESS_TOKEN, FIXTURE_PRIVATE_KEY, fixtureUser } from '../../testing';
import * as stories from './login.stories';
import { renderStory } from '../../testing/render-story';

const { Default, Chinese, DemoInstall, DemoInstallChinese, ServerError, SessionExpired } =
  composeStories(stories);

describe('sp-login', () => {
  it('signs in: onLoggedIn gets user and menus, the token is stored', async () => {
    const user = userEvent.setup();
    await renderStory(Default);
    await user.type(screen.getByLabelText(/Account/), 'supplier01');
    await user.type(screen.getByLabelText(/^Password/), 'Passw0rd!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(Default.args.onLoggedIn).toHaveBeenCalledTimes(1));
    expect(Default.args.onLoggedIn).toHaveBeenCalledWith(
      expect.objectContaining({ user: fixtureUser, menus: expect.any(Array) }),
    );
    expect(session.get()?.token).toBe(FIXTURE_ACCESS_TOKEN);
    expect(document.cookie).toContain(`${SESSION_COOKIES.token}=${FIXTURE_ACCESS_TOKEN}`);
    expect(session.get()?.menus).toHaveLength(1);
  });

  it('submits on Enter and sends the password RSA-OAEP encrypted (UTF-8)', async () => {
    const user = userEvent.setup();
    await renderStory(Default);
    const { mockApi, authHandlers } = await import('../../testing');
    let cipher = '';
    let uuid = '';
    const api = mockApi((api) => {
      authHandlers(api);
      // Replaces the fixture's token answer, to catch the cipher.
      api.on(authApi.token, ({ method, body }) => {
        expect(method).toBe('POST');
        if (body.grant_type === 'password') {
          cipher = String(body.password ?? '');
          uuid = String(body.uuid ?? '');
          return [200, { refresh_token: 'r', token_type: 'bearer', expires_in: 1 }];
        }
        return [200, { access_token: 'a', token_type: 'bearer', expires_in: 1 }];
      });
    });
    await user.type(screen.getByLabelText(/Account/), 'supplier01');
    await user.type(screen.getByLabelText(/^Password/), '密码Pass1!{Enter}');
    await waitFor(() => expect(Default.args.onLoggedIn).toHaveBeenCalled());
    const plain = privateDecrypt(
      { key: FIXTURE_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
      Buffer.from(cipher, 'base64'),
    ).toString('utf8');
    // The key's uuid is bound inside the ciphertext; nothing secret is in a URL.
    expect(uuid).toMatch(/^uuid-\d+$/);
    expect(plain).toBe(`${uuid}:密码Pass1!`);
    expect(api.requests().every((r) => !r.url.includes('password='))).toBe(true);
  });

  it('shows required messages in English and Chinese', async () => {
    const user = userEvent.setup();
    const { unmount } = await renderStory(Default);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    unmount();
    await renderStory(Chinese);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
  });

  it('shows the server message inline only (no toast) on a wrong password', async () => {
    const user = userEvent.setup();
    await renderStory(ServerError);
    await user.type(screen.getByLabelText(/Account/), 'supplier01');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-pass1!');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The account or password is wrong')).toBeInTheDocument();
    // Given time for a toast to arrive, still one message: the inline one inside the form.
    await new Promise((r) => setTimeout(r, 100));
    const shown = screen.getAllByText('The account or password is wrong');
    expect(shown).toHaveLength(1);
    expect(shown[0]!.closest('form')).not.toBeNull();
    expect(session.get()).toBeNull();
    expect(ServerError.args.onLoggedIn).not.toHaveBeenCalled();
  });

  it('says the session expired after a 401', async () => {
    await renderStory(SessionExpired);
    expect(screen.getByText('Your session has expired. Please sign in again.')).toBeInTheDocument();
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    await renderStory(Default);
    const input = screen.getByLabelText(/^Password/);
    expect(input).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
  });

  it('shows a demo-install notice in both languages only when the server says so', async () => {
    const { unmount } = await renderStory(DemoInstall);
    expect(
      await screen.findByText(
        'Demo install: demo accounts and a public test mailbox. Do not use real passwords or data.',
      ),
    ).toBeInTheDocument();
    unmount();
    const zh = await renderStory(DemoInstallChinese);
    expect(
      await screen.findByText('演示环境：使用演示账号和公开的测试邮箱，请勿使用真实密码或数据。'),
    ).toBeInTheDocument();
    zh.unmount();
    await renderStory(Default);
    await screen.findByRole('button', { name: 'Sign in' });
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByText(/Demo install/)).toBeNull();
  });
});
