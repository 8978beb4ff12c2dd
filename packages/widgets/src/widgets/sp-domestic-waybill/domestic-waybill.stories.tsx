// sp-domestic-waybill over the fixtures' waybill server: the create form with its live premium,
// the list and a waybill in transit with its exception, moves and sign-for.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { storyPage } from '../../testing/story-page';
import { waybillHandlers, type WaybillFixtureOptions } from '../../testing';
import { elementStory } from '../../testing/element-story';
import { DomesticWaybill } from './domestic-waybill';

interface Parameters {
  fixture?: WaybillFixtureOptions;
}

/** The host's router in stories: records the URL instead of leaving the page. */
export const navigate = fn<(url: string) => void>();

const meta = {
  title: 'Widgets/sp-domestic-waybill',
  component: DomesticWaybill,
  args: { view: 'list' },
  parameters: { fixture: {} },
  beforeEach: ({ parameters }) => {
    const p = parameters as Parameters;
    return storyPage({
      navigate,
      user: { uid: 'u-1001' },
      handlers: (api) => {
        waybillHandlers(api, p.fixture);
      },
    });
  },
} satisfies Meta<typeof DomesticWaybill>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The transport supplier's waybills (/sup/domesticTransport/index). */
export const List: Story = {};

/** A new waybill for a confirmed order (/sup/supContract/domesticCreate). */
export const Create: Story = { args: { view: 'create' } };

/** A waybill just created: its next move is the pickup, confirmed first. */
export const JustCreated: Story = { parameters: { fixture: { justCreated: true } } };

/** The company is frozen: every write answers 403. */
export const Frozen: Story = { parameters: { fixture: { frozen: true } } };

export const Chinese: Story = { globals: { lang: 'zh' } };

export const ChineseCreate: Story = { args: { view: 'create' }, globals: { lang: 'zh' } };

/** The real custom element from the built loader, in a plain page, as an intranet embeds it. */
export const AsCustomElement: Story = elementStory('sp-domestic-waybill', { view: 'list' });
