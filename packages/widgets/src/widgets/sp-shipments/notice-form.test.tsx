// The supplier's ship notice form (docs/product-rules.md#ship-notices): picked contract, lines
// with dangerous-goods data and MSDS, boxes with live chargeable weight, the contract's rules
// before sending, the server's refusal at its field, editing a planned notice; in both languages.
import { configure, screen, waitFor } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { describe, expect, it, vi } from 'vitest';
import { shipmentHandlers, type MockApi, type ShipmentFixtureOptions } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './shipments.stories';

vi.setConfig({ testTimeout: 60_000 });
configure({ defaultHidden: true });

const {
  SupplierList,
  SupplierNotice,
  QuantityTaken,
  Chinese,
  NewForContract,
  NewForContractChinese,
} = composeStories(stories);

const renderStory = (Story: typeof SupplierList) =>
  renderWith(Story, {
    mock: (api, p) =>
      shipmentHandlers(api, undefined, (p as { fixture?: ShipmentFixtureOptions }).fixture),
  });

type User = Awaited<ReturnType<typeof renderStory>>['user'];

const writes = (api: MockApi, path: RegExp) =>
  api.requests().filter((r) => r.method === 'POST' && path.test(r.path));

const box = (name: RegExp) => screen.getByRole('textbox', { name });

/** From the list to the form of contract PO-2026-0042. */
async function openForm(user: User, labels = { add: 'New ship notice', next: 'Next' }) {
  await user.click(await screen.findByRole('button', { name: labels.add }));
  const select = await screen.findByRole('combobox');
  await user.selectOptions(select, 'c-42');
  await user.click(screen.getByRole('button', { name: labels.next }));
}

async function fillHeader(user: User) {
  await user.type(await screen.findByRole('textbox', { name: /Delivery place/ }), 'Haikou');
  await user.type(box(/Agent name/), 'Kerry Logistics');
  await user.type(box(/Waybill number/), '784-12345675');
}

describe('sp-shipments notice form', () => {
  it('sends a new notice with a dangerous line, its MSDS and a box weighed live', async () => {
    const { user, api } = await renderStory(SupplierList);
    await openForm(user);
    expect(
      await screen.findByRole('heading', { name: 'New ship notice for PO-2026-0042' }),
    ).toBeInTheDocument();
    await fillHeader(user);
    await user.click(screen.getByRole('checkbox', { name: /Ship line 10/ }));
    await user.type(box(/Quantity of line 10/), '2');
    await user.click(screen.getByRole('checkbox', { name: /Ship line 20/ }));
    await user.type(box(/Quantity of line 20/), '3');
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Cargo of line 20/ }),
      'dangerous',
    );
    await user.type(box(/UN number of line 20/), 'un3480');
    await user.type(box(/Proper shipping name of line 20/), 'Lithium ion batteries');
    await user.type(box(/Class or division of line 20/), '9');
    await user.click(screen.getByRole('checkbox', { name: 'Line 20 holds lithium batteries' }));
    await user.upload(
      screen.getByLabelText('MSDS/SDS of line 20', { selector: 'input' }),
      new File(['%PDF-1.4'], 'sds.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('sds.pdf')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    expect(
      screen.getByText('Box 1: chargeable weight once its sides and weight are given'),
    ).toBeInTheDocument();
    await user.type(box(/Length of box 1/), '60');
    await user.type(box(/Width of box 1/), '50');
    await user.type(box(/Height of box 1/), '40');
    await user.type(box(/Gross weight of box 1/), '8');
    // 60×50×40 cm / 6000 = 20 kg, more than the 8 kg it weighs.
    expect(screen.getByText('Box 1: chargeable weight 20 kg')).toBeInTheDocument();
    expect(screen.getByText('Total chargeable weight: 20 kg')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add a line to box 1' }));
    await user.type(box(/Box 1, item 1: quantity/), '2');
    await user.click(screen.getByRole('button', { name: 'Add a line to box 1' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Box 1, item 2: line/ }), '20');
    await user.type(box(/Box 1, item 2: quantity/), '3');

    await user.click(screen.getByRole('button', { name: 'Send ship notice' }));
    await waitFor(() => expect(writes(api, /\/shipment\/create$/)).toHaveLength(1));
    const sent = writes(api, /\/shipment\/create$/)[0]!.body as {
      contractId: string;
      notice: Record<string, unknown>;
    };
    expect(sent.contractId).toBe('c-42');
    expect(sent.notice).toMatchObject({
      deliveryPlace: 'Haikou',
      transportMode: 'air',
      waybillNumber: '784-12345675',
      transportAgent: 'Other',
      agentName: 'Kerry Logistics',
      lines: [
        { lineNo: 10, quantity: 2, cargo: 'general' },
        {
          lineNo: 20,
          quantity: 3,
          cargo: 'dangerous',
          unNumber: 'UN3480',
          properShippingName: 'Lithium ion batteries',
          hazardClass: '9',
          msdsFileId: 'file-1',
          lithiumBattery: true,
          dryIce: false,
        },
      ],
      boxes: [
        {
          length: 60,
          width: 50,
          height: 40,
          volumeUnit: 'cm3',
          grossWeightKg: 8,
          items: [
            { lineNo: 10, quantity: 2 },
            { lineNo: 20, quantity: 3 },
          ],
        },
      ],
    });
    // The new notice opens.
    expect(
      await screen.findByRole('heading', { name: 'Ship notice PO-2026-0042-S4' }),
    ).toBeInTheDocument();
  });

  it('shows the contract’s rules at their fields before sending anything', async () => {
    const { user, api } = await renderStory(SupplierList);
    await openForm(user);
    await user.click(await screen.findByRole('button', { name: 'Send ship notice' }));
    expect(screen.getByText('Tick at least one contract line to ship')).toBeInTheDocument();
    expect(screen.getByText('Give a waybill number or a box list')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Ship line 10/ }));
    await user.type(box(/Quantity of line 10/), '3');
    expect(screen.getByText('More than can still be shipped of this line')).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole('combobox', { name: /Cargo of line 10/ }),
      'dangerous',
    );
    expect(screen.getByText('Dangerous goods need a UN number')).toBeInTheDocument();
    // A gas has no packing group; a flammable liquid needs one.
    await user.type(box(/Class or division of line 10/), '2.2');
    expect(screen.queryByText(/This class needs a packing group/)).not.toBeInTheDocument();
    await user.clear(box(/Class or division of line 10/));
    await user.type(box(/Class or division of line 10/), '3');
    expect(screen.getByText(/This class needs a packing group/)).toBeInTheDocument();
    await user.type(box(/Waybill number/), '784-12345674');
    expect(
      screen.getByText('The check digit of this air waybill number is wrong'),
    ).toBeInTheDocument();
    // Sides in metres: 1 m³ weighs 166.67 kg chargeable.
    await user.click(screen.getByRole('button', { name: 'Add a box' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /Sides of box 1 in/ }), 'm3');
    for (const side of ['Length', 'Width', 'Height']) {
      await user.type(box(new RegExp(`${side} of box 1`)), '1');
    }
    await user.type(box(/Gross weight of box 1/), '30');
    expect(screen.getByText('Box 1: chargeable weight 166.67 kg')).toBeInTheDocument();
    expect(writes(api, /\/shipment\//)).toHaveLength(0);
  });

  it('shows the server’s refusal at its field and on top', async () => {
    const { user } = await renderStory(QuantityTaken);
    await openForm(user);
    await fillHeader(user);
    await user.click(screen.getByRole('checkbox', { name: /Ship line 10/ }));
    await user.type(box(/Quantity of line 10/), '1');
    await user.click(screen.getByRole('button', { name: 'Send ship notice' }));
    expect(await screen.findAllByText('More than can still be shipped of this line')).toHaveLength(
      2,
    );
  });

  it('edits a planned notice with its own quantities open to it again', async () => {
    const { user, api } = await renderStory(SupplierNotice);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    expect(
      await screen.findByRole('heading', { name: 'Edit ship notice PO-2026-0042-S2' }),
    ).toBeInTheDocument();
    const quantity = box(/Quantity of line 10/);
    expect(quantity).toHaveValue('2');
    // 2 still open plus the 2 this notice holds.
    expect(screen.getByRole('checkbox', { name: /Ship line 10: .*up to 4 EA/ })).toBeChecked();
    expect(screen.getByText('Box 1: chargeable weight 20 kg')).toBeInTheDocument();
    await user.clear(box(/Gross weight of box 2/));
    await user.type(box(/Gross weight of box 2/), '15');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writes(api, /\/shipment\/update$/)).toHaveLength(1));
    const sent = writes(api, /\/shipment\/update$/)[0]!.body as {
      id: string;
      version: number;
      notice: { boxes: { grossWeightKg: number }[]; lines: { msdsFileId?: string }[] };
    };
    expect(sent.id).toBe('s-2');
    expect(sent.version).toBe(1);
    expect(sent.notice.boxes.map((b) => b.grossWeightKg)).toEqual([8, 15]);
    expect(sent.notice.lines[1]!.msdsFileId).toBe('file-msds');
    expect(
      await screen.findByRole('heading', { name: 'Ship notice PO-2026-0042-S2' }),
    ).toBeInTheDocument();
  });

  it('opens the form of the contract a contract page named, sends it for that contract', async () => {
    const { user, api } = await renderStory(NewForContract);
    expect(
      await screen.findByRole('heading', { name: 'New ship notice for PO-2026-0042' }),
    ).toBeInTheDocument();
    // No pick list: the contract is the page's.
    expect(api.requests().some((r) => /\/shipment\/contracts$/.test(r.path))).toBe(false);
    await fillHeader(user);
    await user.click(screen.getByRole('checkbox', { name: /Ship line 10/ }));
    await user.type(box(/Quantity of line 10/), '1');
    await user.click(screen.getByRole('button', { name: 'Send ship notice' }));
    await waitFor(() => expect(writes(api, /\/shipment\/create$/)).toHaveLength(1));
    expect(writes(api, /\/shipment\/create$/)[0]!.body).toMatchObject({ contractId: 'c-42' });
  });

  it('leaves the contract’s form for the list on cancel', async () => {
    const { user } = await renderStory(NewForContract);
    await screen.findByRole('heading', { name: 'New ship notice for PO-2026-0042' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('button', { name: 'New ship notice' })).toBeInTheDocument();
  });

  it('opens the contract’s form in Chinese', async () => {
    await renderStory(NewForContractChinese);
    expect(
      await screen.findByRole('heading', { name: 'PO-2026-0042 的新发货通知' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '发送发货通知' })).toBeInTheDocument();
  });

  it('speaks Chinese: the form and its checks', async () => {
    const { user } = await renderStory(Chinese);
    await openForm(user, { add: '新建发货通知', next: '下一步' });
    await user.click(await screen.findByRole('button', { name: '发送发货通知' }));
    expect(screen.getByText('请至少勾选一个要发货的合同行')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /发运第 10 行/ }));
    expect(box(/第 10 行的数量/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '添加箱子' }));
    expect(screen.getByText('第 1 箱：填写尺寸和重量后显示计费重量')).toBeInTheDocument();
  });
});
