import { render, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@portal/contract';
import { getLanguage } from '../../runtime/i18n';
import * as stories from './language-switch.stories';

const { Default } = composeStories(stories);

describe('sp-language-switch', () => {
  it('switches to 中文 and back with one button, saves the choice and reports it', async () => {
    const user = userEvent.setup();
    await Default.load();
    render(<Default />);
    const button = screen.getByRole('button', { name: 'Language: English. Switch to 中文' });
    expect(button).toHaveTextContent('中文');
    await user.click(button);
    await waitFor(() => expect(getLanguage()).toBe('zh'));
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('zh');
    expect(Default.args.onChanged).toHaveBeenCalledWith({ lang: 'zh' });
    const back = await screen.findByRole('button', { name: '语言：中文。切换为 English' });
    expect(back).toHaveTextContent('English');
    await user.click(back);
    await waitFor(() => expect(getLanguage()).toBe('en'));
    expect(Default.args.onChanged).toHaveBeenLastCalledWith({ lang: 'en' });
  });
});
