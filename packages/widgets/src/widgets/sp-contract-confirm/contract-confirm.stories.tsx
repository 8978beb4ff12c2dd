// sp-contract-confirm over the fixtures' in-memory contract server: answers and whole-order
// confirms move the contract as the server would; a stale version answers 409 and a frozen company
// 403 unless it rejects every line.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { queryClient } from '../../runtime/query-client';
import { session } from '../../runtime/session';
import {
  contractHandlers,
  fixtureContracts,
  mockApi,
  type ContractFixtureOptions,
} from '../../testing';
import { ContractConfirm } from './contract-confirm';
import { elementStory } from '../../testing/element-story';

interface Parameters {
  fixture?: ContractFixtureOptions;
  delay?: number;
}

const meta = {
  title: 'Widgets/sp-contract-confirm',
  component: ContractConfirm,
  args: {
    contractId: 'c-1',
    links: {
      inquiry: '/sup/supPurchase/answer?id={id}',
      newShipment: '/sup/supContract/shipment?contract={id}',
    },
    onAnswered: fn(),
  },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    session.set({ token: 'access-token-fixture', uid: 'u-1001', roles: [], menus: null });
    queryClient.clear();
    sessionStorage.clear();
    const p = parameters as Parameters;
    mockApi((api) => contractHandlers(api, p.fixture), { delayResponse: p.delay ?? 0 });
  },
} satisfies Meta<typeof ContractConfirm>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A purchase contract of two lines waiting for the supplier's answer. */
export const ToConfirm: Story = {};

/** Confirmed: read-only, each line's answer shown. */
export const Confirmed: Story = { args: { contractId: 'c-3' } };

/** Changed: an amended line split into two deliveries, waiting for the buyer. */
export const Changed: Story = { args: { contractId: 'c-4' } };

export const Closed: Story = { args: { contractId: 'c-6' } };

/** The company is frozen: confirming answers 403, and the form then offers rejection only. */
export const Frozen: Story = { parameters: { fixture: { frozen: true } } };

/** Someone answered meanwhile: sending answers 409. */
export const Stale: Story = { parameters: { fixture: { stale: true } } };

export const Loading: Story = { parameters: { delay: 60_000 } };

export const NotFound: Story = { args: { contractId: 'c-404' } };

/** The page was opened without `?id=`. */
export const NoContract: Story = { args: { contractId: '' } };

export const Chinese: Story = { globals: { lang: 'zh' } };

/** A contract with no documents yet: the attachments' empty state. */
export const NoAttachments: Story = { args: { contractId: 'c-2' } };

/** The sign-for route (/sup/supContract/signFor?id=): the page with the sign-for dialog open. */
export const SignFor: Story = { args: { contractId: 'c-3', signFor: true } };

export const SignForChinese: Story = {
  args: { contractId: 'c-3', signFor: true },
  globals: { lang: 'zh' },
};

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-contract-confirm', { 'contract-id': 'c-1' });

/** Signed for, with the signed copy linked. */
export const Signed: Story = {
  args: { contractId: 'c-3' },
  parameters: {
    fixture: {
      contracts: fixtureContracts().map((c) =>
        c.id === 'c-3'
          ? {
              ...c,
              signedAt: '2026-11-20T03:00:00.000Z',
              signedBy: 'Li Na',
              signedFile: {
                id: 'file-9',
                name: 'PO-2026-0003-signed.pdf',
                size: 52_000,
                uploadedAt: '2026-11-20T02:59:00.000Z',
              },
            }
          : c,
      ),
    },
  },
};
