// FormDialog as a widget uses it: a button opens it, the form's Cancel or Save (or Escape) closes
// it. The demo's own words come through story args, as a caller's t() would pass them.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button, Input } from '@fluentui/react-components';
import { fn } from 'storybook/test';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

interface DemoProps {
  trigger: string;
  title: string;
  intro?: string;
  label: string;
  onClose: () => void;
}

function Demo({ trigger, title, intro, label, onClose }: DemoProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{trigger}</Button>
      {open ? (
        <FormDialog title={title} intro={intro} onClose={close}>
          <FormField label={label}>
            <Input />
          </FormField>
          <Button onClick={close}>Cancel</Button>
        </FormDialog>
      ) : null}
    </>
  );
}

const meta = {
  title: 'Kit/FormDialog',
  component: Demo,
  args: { trigger: 'Add a contact', title: 'New contact', label: 'Name', onClose: fn() },
} satisfies Meta<typeof Demo>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A sentence above the form says what the entry does. */
export const WithIntro: Story = {
  args: {
    trigger: 'Blacklist a supplier',
    title: 'Add to the blacklist',
    intro: 'The supplier can no longer quote until it is removed.',
    label: 'Reason',
  },
};

export const Chinese: Story = {
  args: { trigger: '新增联系人', title: '新建联系人', label: '姓名' },
  globals: { lang: 'zh' },
};
