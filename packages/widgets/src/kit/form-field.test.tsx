import { render, screen } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { PASSWORD_INPUT_MAX } from '@portal/contract';
import * as stories from './form-field.stories';

const { Valid, ContractMessage, ContractMessageInChinese, MessageWithParameters, Password } =
  composeStories(stories);

describe('FormField', () => {
  it('shows no message while valid, and the hint', async () => {
    await Valid.load();
    render(<Valid />);
    expect(screen.getByRole('textbox', { name: /Account/ })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(
      screen.getByText('The account you were given by your administrator'),
    ).toBeInTheDocument();
  });

  it('translates a contract message key, in English and in Chinese', async () => {
    await ContractMessage.load();
    const { unmount } = render(<ContractMessage />);
    expect(screen.getByText('Please enter your account')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Account/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    unmount();
    await ContractMessageInChinese.load();
    render(<ContractMessageInChinese />);
    expect(await screen.findByText('请输入账号')).toBeInTheDocument();
  });

  it('fills the message parameters', async () => {
    await MessageWithParameters.load();
    render(<MessageWithParameters />);
    expect(screen.getByText('At most 200 characters')).toBeInTheDocument();
  });

  it('limits a password input to 20 characters and can show what was typed', async () => {
    const user = userEvent.setup();
    await Password.load();
    const { container } = render(<Password />);
    const input = container.querySelector('input') as HTMLInputElement;
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('maxLength', String(PASSWORD_INPUT_MAX));
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });
});
