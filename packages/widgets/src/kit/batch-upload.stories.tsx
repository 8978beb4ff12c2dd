// BatchUpload with the quote-line route: template download, upload with progress, row report.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { inquiryApi, type CallAnswer } from '@portal/contract';
import { session } from '../runtime/session';
import { batchQuoteLinesHandler, mockApi } from '../testing';
import { BatchUpload } from './batch-upload';

type QuoteLinesBatch = CallAnswer<typeof inquiryApi.uploadQuoteLines>['data'];

const signedIn = () => session.set({ token: 'access-token-fixture', roles: [], menus: null });

const meta = {
  title: 'Kit/BatchUpload',
  component: BatchUpload,
  args: {
    route: inquiryApi.uploadQuoteLines,
    input: { inquiryId: 'inq-1001' },
    template: {
      route: inquiryApi.quoteTemplate,
      input: { inquiryId: 'inq-1001' },
      fileName: 'quote.xlsx',
    },
    onUploaded: fn(),
  },
  beforeEach: () => {
    signedIn();
    mockApi((api) => batchQuoteLinesHandler(api, { rowErrors: true }));
  },
} satisfies Meta<typeof BatchUpload<{ inquiryId: string }, QuoteLinesBatch>>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The fixture reads three rows and reports two problems. */
export const WithRowErrors: Story = {};

export const AllRowsRead: Story = {
  beforeEach: () => {
    mockApi((api) => batchQuoteLinesHandler(api, { rowErrors: false }));
  },
};

export const NotTheTemplate: Story = {
  beforeEach: () => {
    mockApi((api) => batchQuoteLinesHandler(api, { badFile: true }));
  },
};

export const Chinese: Story = { globals: { lang: 'zh' } };
