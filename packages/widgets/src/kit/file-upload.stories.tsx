// FileUpload over the mock transport: the real http client builds the multipart body and reports
// progress, the fixture stores the file.
import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import type { UploadedFile } from '@portal/contract';
import { session } from '../runtime/session';
import { fixtureFiles, mockApi, uploadHandlers } from '../testing';
import { FileUpload, type FileUploadProps } from './file-upload';

function Stateful(props: FileUploadProps) {
  const [files, setFiles] = useState<UploadedFile[]>([...props.files]);
  return (
    <FileUpload
      {...props}
      files={files}
      onChange={(next) => {
        setFiles(next);
        props.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Kit/FileUpload',
  component: FileUpload,
  args: {
    label: 'Quote attachments',
    purpose: 'quote',
    files: [],
    onChange: fn(),
    onUploadingChange: fn(),
  },
  beforeEach: () => {
    session.set({ token: 'access-token-fixture', roles: [], menus: null });
    mockApi((api) => uploadHandlers(api));
  },
  render: (args) => <Stateful {...args} />,
} satisfies Meta<typeof FileUpload>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const WithFiles: Story = { args: { files: fixtureFiles } };

/** Every upload takes a minute: the bar moves to 75 % and waits; Cancel stops it. */
export const SlowUpload: Story = {
  beforeEach: () => {
    mockApi((api) => uploadHandlers(api), { delayResponse: 60_000 });
  },
};

export const ServerRefuses: Story = {
  beforeEach: () => {
    mockApi((api) =>
      uploadHandlers(api, {
        fail: { status: 400, message: 'The file content does not match its extension' },
      }),
    );
  },
};

export const ReadOnly: Story = { args: { files: fixtureFiles, disabled: true } };

export const Chinese: Story = {
  args: { label: '报价附件', files: fixtureFiles },
  globals: { lang: 'zh' },
};

/**
 * The caller's own upload call and removal (a contract's documents): only the first file may be
 * removed, Remove asks the caller, each file says who attached it.
 */
export const CallersOwn: Story = {
  args: {
    files: fixtureFiles,
    send: fn(async (file: File) => ({
      data: { id: 'own-1', name: file.name, size: file.size, uploadedAt: '2026-11-27T08:00:00Z' },
    })),
    onRemove: fn(),
    canRemove: (f) => f.id === fixtureFiles[0]!.id,
    describe: (f) => (f.id === fixtureFiles[0]!.id ? 'by Li Na' : 'from the buyer'),
    emptyText: 'No documents yet',
  },
};
