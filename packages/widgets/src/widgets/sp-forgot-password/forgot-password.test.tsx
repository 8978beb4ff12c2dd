import { privateDecrypt, constants } from 'node:crypto';
import { configure, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { describe, expect, it, vi } from 'vitest';
import { FIXTURE_PRIVATE_KEY } from '../../testing';
import * as stories from './forgot-password.stories';
import { renderStory as renderWith } from '../../testing/render-story';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { Request, EnterCode, Chinese } = composeStories(stories);

const renderStory = (Story: typeof Request, props: Partial<Parameters<typeof Request>[0]> = {}) =>
  renderWith(Story, { props, mock: stories.forgotPasswordHandlers });

const decrypt = (cipher: string) =>
  privateDecrypt(
    { key: FIXTURE_PRIVATE_KEY, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(cipher, 'base64'),
  ).toString('utf8');

describe('sp-forgot-password', () => {
  it('checks account and e-mail, asks for a code, then takes the code and the new password', async () => {
    const onReset = fn();
    const { api, user } = await renderStory(Request, { onReset });
    await user.click(await screen.findByRole('button', { name: 'Send code' }));
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(api.requests().filter((r) => r.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByLabelText(/Login account/), 'supplier.demo');
    await user.type(screen.getByLabelText(/E-mail/), 'supplier.demo@example.com');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByText(/a verification code is on its way/)).toBeInTheDocument();
    expect(api.requests().find((r) => r.path === '/os/ap/resetPwd/code')?.body).toEqual({
      account: 'supplier.demo',
      email: 'supplier.demo@example.com',
    });

    await user.type(screen.getByLabelText(/Verification code/), '111111');
    await user.type(screen.getByLabelText(/^New password/), 'Fresh#2026pw');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'Fresh#2026pw');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findAllByText('The verification code is wrong')).not.toHaveLength(0);
    // Nothing typed is lost: fix the code and go on.
    expect(screen.getByLabelText(/^New password/)).toHaveValue('Fresh#2026pw');
    await user.clear(screen.getByLabelText(/Verification code/));
    await user.type(screen.getByLabelText(/Verification code/), stories.FIXTURE_CODE);
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    await waitFor(() => expect(onReset).toHaveBeenCalledWith('supplier.demo'));
    expect(await screen.findByText(/Your password was changed/)).toBeInTheDocument();
    const sent = api
      .requests()
      .filter((r) => r.path === '/os/ap/resetPwd/reset')
      .at(-1)!;
    expect(decrypt((sent.body as { password: string }).password)).toBe('Fresh#2026pw');
  });

  it('holds the new password to the rule and both entries to each other', async () => {
    const { api, user } = await renderStory(EnterCode);
    await user.type(await screen.findByLabelText(/Verification code/), '12345');
    await user.type(screen.getByLabelText(/^New password/), 'short');
    await user.type(screen.getByLabelText(/Repeat the new password/), 'other');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('The verification code has 6 digits')).toBeInTheDocument();
    expect(screen.getByText('The two entries differ')).toBeInTheDocument();
    expect(screen.getByText(/8-16 characters/)).toBeInTheDocument();
    expect(api.requests().filter((r) => r.path === '/os/ap/resetPwd/reset')).toHaveLength(0);
  });

  it('speaks Chinese', async () => {
    await renderStory(Chinese);
    expect(await screen.findByRole('button', { name: '发送验证码' })).toBeInTheDocument();
    expect(screen.getByLabelText(/登录账号/)).toBeInTheDocument();
  });
});
