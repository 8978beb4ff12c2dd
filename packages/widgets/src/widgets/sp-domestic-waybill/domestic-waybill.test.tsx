import { configure, screen, waitFor, within } from '@testing-library/react';
import { composeStories } from '@storybook/react-vite';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { filesApi } from '@portal/contract';
import { setDownloadNavigation } from '../../kit/download-url';
import { waybillHandlers, type MockApi } from '../../testing';
import { renderStory as renderWith } from '../../testing/render-story';
import * as stories from './domestic-waybill.stories';

vi.setConfig({ testTimeout: 30_000 });
configure({ defaultHidden: true });

const { List, Create, JustCreated, Frozen, Chinese, ChineseCreate } = composeStories(stories);

async function renderStory(Story: typeof List) {
  return renderWith(Story, {
    mock: (api, p) => waybillHandlers(api, (p as { fixture?: object }).fixture),
    user: { applyAccept: false },
  });
}

const posts = (api: MockApi, path: string) =>
  api.requests().filter((r) => r.method === 'POST' && r.path.endsWith(path));
const fileInput = (label: string) => screen.getByLabelText(label, { selector: 'input' });
const jpg = () => new File(['jpg'], 'dent.jpg', { type: 'image/jpeg' });
const pdf = () => new File(['%PDF-1.7'], 'receipt.pdf', { type: 'application/pdf' });

// jsdom makes no object URLs: the thumbnails get a stand-in, revoked like the real ones.
const made: string[] = [];
beforeEach(() => {
  made.length = 0;
  URL.createObjectURL = vi.fn(() => {
    made.push(`blob:thumb-${made.length + 1}`);
    return made.at(-1)!;
  });
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

describe('sp-domestic-waybill', () => {
  it("shows an exception's photo as a thumbnail and downloads it with a ticket", async () => {
    const followed: string[] = [];
    setDownloadNavigation((url) => followed.push(url));
    try {
      const { user, api } = await renderStory(List);
      await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
      const photos = await screen.findByRole('group', { name: 'Photos' });
      const thumb = await within(photos).findByRole('img', { name: 'road.jpg' });
      expect(thumb.getAttribute('src')).toMatch(/^blob:thumb-/);
      // The picture was fetched with the session's header, never a token in its address.
      const fetched = api.requests().filter((r) => r.path === filesApi.downloadFile.path);
      expect(fetched[0]?.params).toMatchObject({ obj: 'photo-1', type: 'inline' });
      await user.click(within(photos).getByRole('link', { name: 'road.jpg' }));
      await waitFor(() => expect(followed).toHaveLength(1));
      expect(followed[0]).toBe(
        '/api/admin/file/download?obj=photo-1&type=attachment&ticket=ticket-photo-1-1',
      );
    } finally {
      setDownloadNavigation();
    }
  });

  it('writes a waybill for a confirmed order with the premium shown before saving', async () => {
    const { user, api } = await renderStory(Create);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Transport order/ }),
      'to-1',
    );
    await user.type(screen.getByRole('textbox', { name: /Waybill number/ }), 'SD-1');
    for (const who of ['Consignor', 'Consignee']) {
      await user.type(screen.getByRole('textbox', { name: new RegExp(`${who} · Name`) }), who);
      await user.type(screen.getByRole('textbox', { name: new RegExp(`${who} · Address`) }), 'A');
      await user.type(screen.getByRole('textbox', { name: new RegExp(`${who} · Phone`) }), '12345');
    }
    await user.type(screen.getByRole('textbox', { name: /Cargo description/ }), 'Wheels');
    await user.type(screen.getByRole('spinbutton', { name: /Declared value/ }), '100000');
    const rate = screen.getByRole('spinbutton', { name: /Insurance rate/ });
    await user.clear(rate);
    await user.type(rate, '0.5');
    // 100 000 × 0.5 % by the contract's insurancePremium, before saving.
    await waitFor(() =>
      expect(document.querySelector('output')?.getAttribute('data-premium')).toBe('500'),
    );
    await user.click(screen.getByRole('button', { name: 'Create waybill' }));
    await waitFor(() => expect(posts(api, '/domesticWaybill/create')).toHaveLength(1));
    expect(posts(api, '/domesticWaybill/create')[0]!.body).toMatchObject({
      orderId: 'to-1',
      number: 'SD-1',
      pieces: 6,
      weightKg: 480,
      declaredValue: 100000,
      insuranceRatePercent: 0.5,
      consignee: { name: 'Consignee', address: 'A', phone: '12345' },
    });
  });

  it('flags an insurance rate above 5 % and does not send it', async () => {
    const { user, api } = await renderStory(Create);
    await user.selectOptions(
      await screen.findByRole('combobox', { name: /Transport order/ }),
      'to-1',
    );
    const rate = screen.getByRole('spinbutton', { name: /Insurance rate/ });
    await user.clear(rate);
    await user.type(rate, '50');
    expect(
      await screen.findByText('Fill in every required field; the insurance rate is 0–5 %.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create waybill' }));
    expect(posts(api, '/domesticWaybill/create')).toHaveLength(0);
  });

  it('records an exception with a photo', async () => {
    const { user, api } = await renderStory(List);
    await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
    expect(await screen.findByText(/Road closed near Zhanjiang/)).toBeInTheDocument();
    const report = screen.getByRole('form', { name: 'Record an exception' });
    await user.selectOptions(within(report).getByRole('combobox', { name: 'Kind' }), 'damage');
    await user.type(within(report).getByRole('textbox', { name: /Description/ }), 'Crate dented');
    await user.upload(fileInput('Photos'), jpg());
    expect(await within(report).findByText('dent.jpg')).toBeInTheDocument();
    await user.click(within(report).getByRole('button', { name: 'Record exception' }));
    await waitFor(() => expect(posts(api, '/domesticWaybill/exception')).toHaveLength(1));
    expect(posts(api, '/domesticWaybill/exception')[0]!.body).toMatchObject({
      id: 'wb-1',
      version: 3,
      kind: 'damage',
      description: 'Crate dented',
      photoFileIds: ['file-1'],
    });
  });

  it('records the sign-for only with its proof, after confirming', async () => {
    const { user, api } = await renderStory(List);
    await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
    const sign = await screen.findByRole('form', { name: 'Sign-for at delivery' });
    const button = within(sign).getByRole('button', { name: 'Record sign-for' });
    await user.type(within(sign).getByRole('textbox', { name: /Signed by/ }), 'Li Ming');
    expect(button).toBeDisabled();
    await user.upload(fileInput('Proof of delivery'), pdf());
    await waitFor(() => expect(button).toBeEnabled());
    await user.click(button);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(posts(api, '/domesticWaybill/sign')).toHaveLength(1));
    expect(posts(api, '/domesticWaybill/sign')[0]!.body).toMatchObject({
      id: 'wb-1',
      version: 3,
      signedBy: 'Li Ming',
      proofFileId: 'file-1',
    });
    // The proof shows as its download link; a PDF gets no thumbnail and is not fetched for one.
    const proof = await screen.findByRole('link', { name: 'receipt.pdf' });
    expect(proof.getAttribute('href')).toBe('/api/admin/file/download?obj=file-1&type=attachment');
    expect(screen.queryByRole('img', { name: 'receipt.pdf' })).toBeNull();
    expect(
      api
        .requests()
        .some((r) => r.path === filesApi.downloadFile.path && r.params.obj === 'file-1'),
    ).toBe(false);
  });

  it('records the pickup only after confirming, and offers no exception before it', async () => {
    const { user, api } = await renderStory(JustCreated);
    await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
    const pickup = await screen.findByRole('button', { name: 'Record pickup' });
    expect(screen.queryByRole('form', { name: 'Record an exception' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Record departure' })).toBeNull();
    await user.click(pickup);
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(api, '/domesticWaybill/move')).toHaveLength(0);
    await user.click(pickup);
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(posts(api, '/domesticWaybill/move')).toHaveLength(1));
    expect(posts(api, '/domesticWaybill/move')[0]!.body).toMatchObject({
      id: 'wb-1',
      version: 1,
      state: 'picked_up',
    });
    expect(await screen.findByRole('button', { name: 'Record departure' })).toBeInTheDocument();
  });

  it("shows the server's refusal when the company is frozen", async () => {
    const { user } = await renderStory(Frozen);
    await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
    const report = await screen.findByRole('form', { name: 'Record an exception' });
    await user.type(within(report).getByRole('textbox', { name: /Description/ }), 'Late');
    await user.click(within(report).getByRole('button', { name: 'Record exception' }));
    expect(await screen.findByText(/frozen/i)).toBeInTheDocument();
  });

  it('speaks Chinese: the list, the waybill and its forms', async () => {
    const { user } = await renderStory(Chinese);
    await user.click(await screen.findByRole('button', { name: 'SD-DEMO-0001' }));
    expect(await screen.findByRole('button', { name: '登记签收' })).toBeInTheDocument();
    expect(screen.getAllByText('运输中').length).toBeGreaterThan(0);
    expect(
      within(screen.getByRole('list', { name: '异常' })).getByText('延误'),
    ).toBeInTheDocument();
    const photos = screen.getByRole('group', { name: '照片' });
    expect(await within(photos).findByRole('img', { name: 'road.jpg' })).toBeInTheDocument();
    expect(within(photos).getByRole('link', { name: 'road.jpg' })).toBeInTheDocument();
  });

  it('speaks Chinese on the create form', async () => {
    const { user } = await renderStory(ChineseCreate);
    await user.selectOptions(await screen.findByRole('combobox', { name: /运输订单/ }), 'to-1');
    expect(screen.getByRole('button', { name: '创建运单' })).toBeInTheDocument();
    expect(screen.getByText(/保险费：/)).toBeInTheDocument();
  });
});
