// sp-profile: loads the caller's own profile, saves name, e-mail, mobile and an uploaded picture
// (no id is sent: the call is always the caller's own), updates the session so the header follows,
// shows the server's reasons at their fields, refuses a picture that is not PNG or JPEG before
// uploading it, and speaks Chinese.
import { screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@portal/contract';
import { session } from '../../runtime/session';
import { signInWithPermissions } from '../../testing';
import { profileHandlers } from '../../testing/profile-fixtures';
import { renderStory as render } from '../../testing/render-story';
import * as stories from './profile.stories';

vi.setConfig({ testTimeout: 30_000 });

const { Default, Chinese } = composeStories(stories);
const wait = { timeout: 15_000 };

const renderStory = (Story: typeof Default) =>
  render(Story, {
    setup: () => signInWithPermissions([]),
    mock: (api) => profileHandlers(api),
    user: { applyAccept: false },
  });

const png = (name = 'me.png') => new File(['png'], name, { type: 'image/png' });

describe('sp-profile', () => {
  it('saves name, e-mail, mobile and an uploaded picture, and the session follows', async () => {
    const { mock, user } = await renderStory(Default);
    const name = await screen.findByLabelText(/^Name/, {}, wait);
    expect(name).toHaveValue('Li Lei');
    expect(screen.getByText('Account: supplier01')).toBeVisible();
    await user.clear(name);
    await user.type(name, 'Li Lei Jr');
    await user.type(screen.getByLabelText(/^Mobile/), '+86 139 0000 0001');
    await user.upload(screen.getByLabelText('Picture', { selector: 'input' }), png());
    expect(await screen.findByText('me.png', {}, wait)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(mock.saved()).toHaveLength(1), wait);
    expect(mock.saved()[0]).toEqual({
      version: 4,
      name: 'Li Lei Jr',
      email: 'li.lei@skyline.example',
      mobile: '+86 139 0000 0001',
      avatar: 'file-1',
    });
    expect(mock.saved()[0]).not.toHaveProperty('id');
    await waitFor(() => expect(session.get()?.name).toBe('Li Lei Jr'), wait);
    expect(session.get()?.avatar).toBe('file-1');
    expect(Default.args.onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Li Lei Jr', version: 5 }),
    );
  });

  it("shows the server's reason at the field", async () => {
    const { user } = await renderStory(Default);
    const name = await screen.findByLabelText(/^Name/, {}, wait);
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(messages.en['staff.nameRequired'], {}, wait)).toBeVisible();
  });

  it('refuses a picture over 1 MB before uploading it, and says the limit', async () => {
    const { api, user } = await renderStory(Default);
    await screen.findByLabelText(/^Name/, {}, wait);
    const big = png('me.png');
    Object.defineProperty(big, 'size', { value: 1024 * 1024 });
    await user.upload(screen.getByLabelText('Picture', { selector: 'input' }), big);
    expect(
      await screen.findByText('me.png: The file size cannot exceed 1 MB', {}, wait),
    ).toBeVisible();
    expect(screen.getByText(/PNG, JPG, JPEG; under 1 MB$/)).toBeVisible();
    expect(api.requests().some((r) => r.path === '/admin/file/upload')).toBe(false);
  });

  it('refuses a picture that is not PNG or JPEG before uploading it', async () => {
    const { api, user } = await renderStory(Default);
    await screen.findByLabelText(/^Name/, {}, wait);
    await user.upload(screen.getByLabelText('Picture', { selector: 'input' }), png('me.gif'));
    expect(
      await screen.findByText(new RegExp(messages.en['upload.format']), {}, wait),
    ).toBeVisible();
    expect(api.requests().some((r) => r.path === '/admin/file/upload')).toBe(false);
  });

  it('speaks Chinese', async () => {
    const { user } = await renderStory(Chinese);
    const name = await screen.findByLabelText(/^姓名/, {}, wait);
    expect(screen.getByRole('heading', { name: '个人资料' })).toBeVisible();
    expect(screen.getByText('账号：supplier01')).toBeVisible();
    expect(screen.getByText(/PNG, JPG, JPEG；文件小于 1 MB/)).toBeVisible();
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: '保存' }));
    expect(await screen.findByText(messages.zh['staff.nameRequired'], {}, wait)).toBeVisible();
  });
});
