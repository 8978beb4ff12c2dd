// useConfirm as a widget uses it: a button asks, the answer decides. The demo's own words come
// through story args, so the zh story passes Chinese text the way a caller's t() would.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '@fluentui/react-components';
import { fn } from 'storybook/test';
import { ConfirmProvider, useConfirm, type ConfirmOptions } from './confirm-dialog';

interface DemoProps extends ConfirmOptions {
  trigger: string;
  onAnswer: (confirmed: boolean) => void;
}

function Demo({ trigger, onAnswer, ...options }: DemoProps) {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState<boolean | null>(null);
  return (
    <>
      <Button
        onClick={async () => {
          const ok = await confirm(options);
          setAnswer(ok);
          onAnswer(ok);
        }}
      >
        {trigger}
      </Button>
      <output>{answer === null ? '' : String(answer)}</output>
    </>
  );
}

const meta = {
  title: 'Kit/ConfirmDialog',
  component: Demo,
  args: {
    trigger: 'Withdraw quote',
    title: 'Withdraw this quote?',
    body: 'The buyer will no longer see your prices.',
    onAnswer: fn(),
  },
  decorators: [
    (Story) => (
      <ConfirmProvider>
        <Story />
      </ConfirmProvider>
    ),
  ],
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Irreversible: red confirm button, an alert dialog that a click outside does not close. */
export const Danger: Story = {
  args: {
    trigger: 'No bid',
    title: 'Decline to quote?',
    body: 'You can still quote later while the bid is open.',
    confirmLabel: 'No bid',
    danger: true,
  },
};

export const Chinese: Story = {
  args: { trigger: '不报价', title: '确定不报价吗？', body: '投标截止前仍可报价。', danger: true },
  globals: { lang: 'zh' },
};
