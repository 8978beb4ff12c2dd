// The kit's form pieces as designers see them: a field with a contract message (translated in both
// languages), a plain-text message, a hint, and the password input with its show/hide toggle.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from '@fluentui/react-components';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

const meta = {
  title: 'Kit/FormField',
  component: FormField,
  args: { label: 'Account', required: true, children: <Input /> },
} satisfies Meta<typeof FormField>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Valid: Story = { args: { hint: 'The account you were given by your administrator' } };

export const ContractMessage: Story = { args: { error: 'login.accountRequired' } };

export const ContractMessageInChinese: Story = {
  args: { label: '账号', error: 'login.accountRequired' },
  globals: { lang: 'zh' },
};

export const MessageWithParameters: Story = {
  args: { label: 'Remarks', error: 'field.tooLong', errorParams: { max: 200 } },
};

export const Password: Story = {
  args: { label: 'Password', children: <PasswordInput />, error: 'password.rule' },
};
