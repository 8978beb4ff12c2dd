import { screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { messages, PASSWORD_INPUT_MAX } from '@portal/contract';
import { session } from '../../runtime/session';
import * as stories from './change-password.stories';
import { renderStory } from '../../testing/render-story';

const { Default, Chinese, ServerError } = composeStories(stories);

const labels = {
  en: {
    old: /Old password/,
    pwd: /^New password/,
    confirm: /Confirm new password/,
    submit: 'Change password',
  },
  zh: { old: /原密码/, pwd: /^新密码/, confirm: /确认新密码/, submit: '修改密码' },
};

async function fill(lang: 'en' | 'zh', oldPwd: string, pwd: string, confirm: string) {
  const l = labels[lang];
  const user = userEvent.setup();
  const type = async (label: RegExp, v: string) => {
    const input = screen.getByLabelText(label);
    await user.clear(input);
    if (v) await user.type(input, v);
  };
  await type(l.old, oldPwd);
  await type(l.pwd, pwd);
  await type(l.confirm, confirm);
  await user.click(screen.getByRole('button', { name: l.submit }));
}

describe('sp-change-password', () => {
  for (const lang of ['en', 'zh'] as const) {
    const m = messages[lang];
    it(`shows every rule message (${lang})`, async () => {
      const Story = lang === 'en' ? Default : Chinese;
      // A fresh form per attempt: the submit button is click-guarded for 2 s after each click.
      let view = await renderStory(Story);
      await fill(lang, '', '', '');
      expect(await screen.findByText(m['password.oldRequired'])).toBeInTheDocument();
      expect(screen.getByText(m['password.required'])).toBeInTheDocument();
      expect(screen.getByText(m['password.confirmRequired'])).toBeInTheDocument();

      view.unmount();
      view = await renderStory(Story);
      await fill(lang, 'Oldpass1!', 'short', 'other');
      expect(await screen.findByText(m['password.rule'])).toBeInTheDocument();
      expect(screen.getByText(m['password.mismatch'])).toBeInTheDocument();

      view.unmount();
      await renderStory(Story);
      await fill(lang, 'Samepass1!', 'Samepass1!', 'Samepass1!');
      expect(await screen.findByText(m['password.sameAsOld'])).toBeInTheDocument();
    });
  }

  it('limits every input to 20 characters', async () => {
    await renderStory(Default);
    for (const label of Object.values(labels.en).slice(0, 3)) {
      expect(screen.getByLabelText(label as RegExp)).toHaveAttribute(
        'maxLength',
        String(PASSWORD_INPUT_MAX),
      );
    }
  });

  it('on code 200 shows the message, signs out, goes to /login and calls onChanged', async () => {
    await renderStory(Default);
    expect(session.get()).not.toBeNull();
    await fill('en', 'Oldpass1!', 'Newpass1!', 'Newpass1!');
    await waitFor(() => expect(Default.args.onChanged).toHaveBeenCalled());
    expect(screen.getAllByText(messages.en['password.changed']).length).toBeGreaterThan(0);
    expect(session.get()).toBeNull();
    expect(Default.args.navigate).toHaveBeenCalledWith('/login');
  });

  it('on another code shows the server msg inline only (no toast)', async () => {
    await renderStory(ServerError);
    await fill('en', 'Oldpass1!', 'Newpass1!', 'Newpass1!');
    expect(await screen.findByText('The old password is wrong')).toBeInTheDocument();
    expect(screen.getAllByText('The old password is wrong')).toHaveLength(1);
    expect(session.get()).not.toBeNull();
    expect(ServerError.args.onChanged).not.toHaveBeenCalled();
  });
});
