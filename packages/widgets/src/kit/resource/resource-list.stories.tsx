// ResourceList over the inquiry and bargaining definitions, answered by the fixtures' in-memory
// server through the real http client (paging, tabs, filters and sorts happen "on the server").
import type { Meta, StoryObj } from '@storybook/react-vite';
import { INQUIRY_PERMISSIONS } from '@portal/contract';
import { queryClient } from '../../runtime/query-client';
import {
  bargainingHandlers,
  inquiryListHandlers,
  makeInquiryRows,
  mockApi,
  signInWithPermissions,
} from '../../testing';
import { columnsStorageKey } from './list-columns';
import { bargainingResource, inquiryResource } from './resource-examples';
import { ResourceList } from './resource-list';

interface Args {
  stateKey?: string;
  virtualizeAbove?: number;
}

const meta = {
  title: 'Kit/ResourceList',
  args: {},
  beforeEach: () => {
    // One cache per page: a story must not start from the previous story's answers.
    queryClient.clear();
    signInWithPermissions([INQUIRY_PERMISSIONS.quote]);
  },
  render: (args) => <ResourceList resource={inquiryResource} {...args} />,
} satisfies Meta<Args>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Supplier inquiries: tabs pending / processed / expired, keyword and bid-end filters, paging. */
export const Filled: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api));
  },
};

export const Loading: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api), { delayResponse: 60_000 });
  },
};

export const Empty: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api, { rows: [] }));
  },
};

export const LoadError: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api, { failWith: 503 }));
  },
};

/** 500 rows on one page: only the rows in view are in the DOM. */
export const ManyRows: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api, { rows: makeInquiryRows(1500) }));
  },
  render: (args) => (
    <ResourceList resource={{ ...inquiryResource, pageSizes: [100, 500] }} {...args} />
  ),
};

/** Keeps tab, page, sort and filters across a reload (sessionStorage). */
export const Restorable: Story = {
  args: { stateKey: 'story-inquiries' },
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api));
  },
};

/** Row actions by state (accept, decline with confirmation) and bulk decline with selection. */
export const Bargaining: Story = {
  beforeEach: () => {
    mockApi((api) => bargainingHandlers(api));
  },
  render: (args) => <ResourceList resource={bargainingResource} {...args} />,
};

/** A user without the quote permission sees the rounds but no action and no selection. */
export const BargainingReadOnly: Story = {
  beforeEach: () => {
    signInWithPermissions([]);
    mockApi((api) => bargainingHandlers(api));
  },
  render: (args) => <ResourceList resource={bargainingResource} {...args} />,
};

export const Chinese: Story = {
  globals: { lang: 'zh' },
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api));
  },
};

/** A phone-wide box: the filters wrap and the rows are cards (the list measures its own width). */
export const Narrow: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api));
  },
  decorators: [
    (Story) => (
      <div style={{ width: 360, border: '1px dashed #ccc' }}>
        <Story />
      </div>
    ),
  ],
};

/**
 * Cards from the same definition, below 600 px of the list's width: the first column is the
 * title, the next three labelled fields, the row actions as buttons, and the checkbox on the rows
 * a bulk action can take.
 */
export const Cards: Story = {
  beforeEach: () => {
    mockApi((api) => bargainingHandlers(api));
  },
  decorators: [
    (Story) => (
      <div style={{ width: 390, border: '1px dashed #ccc' }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <ResourceList resource={bargainingResource} {...args} />,
};

/**
 * The Columns menu above the table: here the title and the part number were hidden earlier (kept
 * in localStorage under `sp.columns.inquiry`); open the menu to show them again.
 */
export const ColumnsHidden: Story = {
  beforeEach: () => {
    localStorage.setItem(columnsStorageKey(inquiryResource.name), '["title","firstPartNumber"]');
    mockApi((api) => inquiryListHandlers(api));
    return () => localStorage.removeItem(columnsStorageKey(inquiryResource.name));
  },
};

/**
 * A widget's own toolbar button beside the list's (sp-staff's Import from spreadsheet); the
 * inquiries have no Add, and the toolbar shows for the widget's button alone.
 */
export const WithToolbar: Story = {
  beforeEach: () => {
    mockApi((api) => inquiryListHandlers(api));
  },
  render: (args) => (
    <ResourceList
      resource={inquiryResource}
      toolbar={<button type="button">Import</button>}
      {...args}
    />
  ),
};
