// Shipping end to end (issue 15), as the "done means" tells it: supplier.demo plans and
// ships two lines of a confirmed contract in two boxes under an air waybill, one line dangerous,
// and enters the customs information with its broker; transport.demo quotes the buyer's transport
// inquiry, confirms the order it is awarded, creates the domestic waybill, reports a delay and
// records the sign-for; the buyer sees the shipment delivered.
import { expect, test, type Page } from '@playwright/test';
import { erpCreatesContract } from './support/erp.ts';
import { ACCOUNTS, english, field, signInThroughUi } from './support/portal.ts';

test.use(english);
test.describe.configure({ mode: 'serial' });

const stamp = Date.now().toString(36).toUpperCase();
const CONTRACT = `PO-SHIP-${stamp}`;
const NOTICE = `${CONTRACT}-S1`;
// Serial 1234567 mod 7 = 5: a valid air waybill number of airline prefix 999.
const AWB = '999-12345675';
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

let inquiryNumber = '';
let orderNumber = '';
const WAYBILL = `SD-${stamp}`;

const textbox = (scope: Page, name: RegExp) => scope.getByRole('textbox', { name });

test('the ERP sends a purchase contract and supplier.demo confirms it', async ({ page }) => {
  const line = (lineNo: number, material: string, quantity: number) => ({
    lineNo,
    materialNumber: material,
    partNumber: `PN-${material}`,
    description: `Part ${material}`,
    quantity,
    unit: 'EA' as const,
    unitPrice: 800,
    deliveryDate: inDays(30),
  });
  await erpCreatesContract({
    contractNumber: CONTRACT,
    kind: 'purchase',
    supplierCode: 'S100001',
    title: 'Wheels and batteries',
    currency: 'CNY',
    lines: [line(1, 'M-SHIP-1', 4), line(2, 'M-SHIP-2', 6)],
  });

  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supContract/index');
  await page.getByRole('link', { name: CONTRACT }).click();
  for (const no of [1, 2]) {
    await page
      .getByRole('radiogroup', { name: new RegExp(`^Answer for line ${no}`) })
      .getByRole('radio', { name: 'Confirm' })
      .check();
  }
  await expect(
    page.getByRole('status').filter({ hasText: 'Sending this confirms the contract.' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Send answer' }).click();
  await expect(page.getByText('Confirmed: there is nothing left to answer.')).toBeVisible({
    timeout: 30_000,
  });
});

test('supplier.demo plans the shipments of line 1', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supContract/forecast');
  await page.getByRole('link', { name: CONTRACT }).click();
  await page.getByRole('button', { name: 'Plan shipments of line 1' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox', { name: /Ship date 1/ }).fill(inDays(7));
  await dialog.getByRole('textbox', { name: /Quantity 1/ }).fill('4');
  await dialog.getByRole('button', { name: 'Save plan' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'PN-M-SHIP-1' })).toContainText(
    /\d{4}: 4 EA.*On time/,
  );
});

test('supplier.demo ships two lines in two boxes under an AWB, one line dangerous', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/supContract/shipment');
  await page.getByRole('button', { name: 'New ship notice' }).click();
  await page.getByRole('combobox', { name: /Confirmed contract/ }).selectOption({
    label: `${CONTRACT} – Wheels and batteries`,
  });
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(
    page.getByRole('heading', { name: `New ship notice for ${CONTRACT}` }),
  ).toBeVisible();

  await textbox(page, /Delivery place/).fill('Haikou Meilan');
  await textbox(page, /Agent name/).fill('Kerry Logistics');
  await textbox(page, /Waybill number/).fill('999-12345674');

  await page.getByRole('checkbox', { name: /Ship line 1/ }).check();
  await textbox(page, /Quantity of line 1/).fill('4');
  await page.getByRole('checkbox', { name: /Ship line 2/ }).check();
  await textbox(page, /Quantity of line 2/).fill('6');
  await page.getByRole('combobox', { name: /Cargo of line 2/ }).selectOption('dangerous');

  // Box 1 holds line 1, box 2 the dangerous line 2.
  for (const [n, lineNo, quantity] of [
    [1, 1, '4'],
    [2, 2, '6'],
  ] as const) {
    await page.getByRole('button', { name: 'Add a box' }).click();
    await textbox(page, new RegExp(`Length of box ${n}`)).fill('60');
    await textbox(page, new RegExp(`Width of box ${n}`)).fill('50');
    await textbox(page, new RegExp(`Height of box ${n}`)).fill('40');
    await textbox(page, new RegExp(`Gross weight of box ${n}`)).fill('8');
    await page.getByRole('button', { name: `Add a line to box ${n}` }).click();
    await page
      .getByRole('combobox', { name: new RegExp(`Box ${n}, item 1: line`) })
      .selectOption(String(lineNo));
    await textbox(page, new RegExp(`Box ${n}, item 1: quantity`)).fill(quantity);
  }
  // 60×50×40 cm / 6000 = 20 kg per box, more than the 8 kg each weighs.
  await expect(page.getByText('Total chargeable weight: 40 kg')).toBeVisible();

  // The first try has the AWB typo and the dangerous line without its data: the form says so.
  await page.getByRole('button', { name: 'Send ship notice' }).click();
  await expect(page.getByText('The check digit of this air waybill number is wrong')).toBeVisible();
  await expect(page.getByText('Dangerous goods need a UN number')).toBeVisible();
  await textbox(page, /Waybill number/).fill(AWB);
  await textbox(page, /UN number of line 2/).fill('UN3480');
  await textbox(page, /Proper shipping name of line 2/).fill('Lithium ion batteries');
  await textbox(page, /Class or division of line 2/).fill('9');
  await page.getByRole('checkbox', { name: 'Line 2 holds lithium batteries' }).check();
  await page
    .getByRole('region', { name: 'MSDS/SDS of line 2' })
    .locator('input[type=file]')
    .setInputFiles({
      name: 'sds.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n% safety data sheet\n'),
    });
  // Uploaded once it is a link to the stored file.
  await expect(page.getByRole('link', { name: 'sds.pdf' })).toBeVisible();

  await page.getByRole('button', { name: 'Send ship notice' }).click();
  await expect(page.getByRole('heading', { name: `Ship notice ${NOTICE}` })).toBeVisible();
  await page.getByRole('button', { name: 'Mark shipped' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Mark shipped' }).click();
  await expect(page.getByText(`${NOTICE} is shipped`).first()).toBeVisible();
});

test('supplier.demo enters the customs information with its broker', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.supplier.account, ACCOUNTS.supplier.password);
  await page.goto('/sup/customs/index');
  const table = page.getByRole('table', { name: 'Customs information' });
  await table
    .getByRole('row')
    .filter({ hasText: NOTICE })
    .getByRole('button', { name: /Customs info/ })
    .click();
  const dialog = page.getByRole('dialog');
  await field(dialog, 'HS code').fill('88033000');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText(/The HS code has exactly 10 digits/)).toBeVisible();
  await field(dialog, 'HS code').fill('8803300000');
  await field(dialog, 'Declared value').fill('8000');
  await dialog.getByRole('combobox', { name: /^Currency/ }).selectOption('CNY');
  await dialog.getByRole('combobox', { name: /^Country of origin/ }).fill('Chinese');
  await page.getByRole('option', { name: 'Chinese mainland' }).click();
  await dialog.getByRole('combobox', { name: /Customs broker/ }).click();
  await page.getByRole('option', { name: 'Wang Haiguan' }).click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Customs information saved').first()).toBeVisible();
  await expect(table.getByRole('row').filter({ hasText: NOTICE })).toContainText('8803300000');
});

test('the buyer asks the transport suppliers for a quote', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/pdDemandInquiry/index');
  await page.getByRole('button', { name: 'New inquiry' }).click();
  await field(page, 'Origin').fill('Shanghai');
  await field(page, 'Destination').fill('Haikou');
  await field(page, 'Pieces').fill('2');
  await field(page, 'Gross weight (kg)').fill('16');
  await field(page, 'Ready date').fill(inDays(5));
  await field(page, 'Reply deadline').fill(inDays(3));
  await page.getByRole('checkbox', { name: 'Shunda Air Logistics Co., Ltd.' }).check();
  await page.getByRole('button', { name: 'Send inquiry' }).click();
  const heading = page.getByRole('heading', { name: /^Quotes of / });
  await expect(heading).toBeVisible();
  inquiryNumber = ((await heading.textContent()) ?? '').replace(/^Quotes of /, '');
  expect(inquiryNumber).not.toBe('');
});

test('transport.demo quotes the inquiry', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.transport.account, ACCOUNTS.transport.password);
  await page.goto('/sup/pdDemandQuote/index');
  await page.getByRole('button', { name: inquiryNumber }).click();
  await page.getByRole('spinbutton', { name: /Rate per kg/ }).fill('6');
  await page.getByRole('spinbutton', { name: /Transit days/ }).fill('2');
  await page.getByLabel(/Valid until/).fill(inDays(20));
  await expect(page.getByRole('status').filter({ hasText: /^Total CN¥96\.00/ })).toBeVisible();
  await page.getByRole('button', { name: 'Save quote' }).click();
  await expect(page.getByRole('definition').filter({ hasText: 'Quoted' })).toBeVisible();
});

test('the buyer awards the quote', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/pdDemandInquiry/index');
  await page.getByRole('button', { name: inquiryNumber }).click();
  const quotes = page.getByRole('table', { name: `Quotes of ${inquiryNumber}` });
  await quotes.getByRole('button', { name: 'Award' }).first().click();
  const awarded = page.getByText(/^Awarded: order /);
  await expect(awarded).toBeVisible();
  orderNumber = /order (\S+)/.exec((await awarded.textContent()) ?? '')?.[1] ?? '';
  expect(orderNumber).not.toBe('');
});

test('transport.demo confirms the order, creates the waybill, reports a delay and signs for it', async ({
  page,
}) => {
  await signInThroughUi(page, ACCOUNTS.transport.account, ACCOUNTS.transport.password);
  await page.goto('/sup/pdDemandOrder/index');
  await page.getByRole('button', { name: orderNumber }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText('Confirmed').first()).toBeVisible();

  await page.goto('/sup/supContract/domesticCreate');
  await page
    .getByRole('combobox', { name: /Transport order/ })
    .selectOption({ label: `${orderNumber} · Shanghai → Haikou` });
  await textbox(page, /Waybill number/).fill(WAYBILL);
  for (const who of ['Consignor', 'Consignee']) {
    await textbox(page, new RegExp(`${who} · Name`)).fill(`${who} desk`);
    await textbox(page, new RegExp(`${who} · Address`)).fill('Haikou Meilan airport, cargo gate 2');
    await textbox(page, new RegExp(`${who} · Phone`)).fill('089865751234');
  }
  await textbox(page, /Cargo description/).fill('Wheels and lithium batteries');
  await page.getByRole('spinbutton', { name: /Declared value/ }).fill('8000');
  await page.getByRole('spinbutton', { name: /Insurance rate/ }).fill('0.3');
  await expect(page.getByRole('status').filter({ hasText: /^Premium: CN¥24\.00/ })).toBeVisible();
  await page.getByRole('button', { name: 'Create waybill' }).click();
  await expect(page.getByText(`Waybill ${WAYBILL} created`).first()).toBeVisible();

  await page.goto('/sup/domesticTransport/index');
  await page.getByRole('button', { name: WAYBILL }).click();
  for (const [step, state] of [
    ['Record pickup', 'Picked up'],
    ['Record departure', 'In transit'],
  ] as const) {
    await page.getByRole('button', { name: step }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
    // The page reloads the waybill after each step: wait for it before typing into its forms.
    await expect(
      page.getByRole('term').filter({ hasText: 'State' }).locator('xpath=following-sibling::dd'),
    ).toHaveText(state);
  }
  const report = page.getByRole('form', { name: 'Record an exception' });
  await report.getByRole('combobox', { name: 'Kind' }).selectOption('delay');
  await report.getByRole('textbox', { name: /Description/ }).fill('Flight cancelled by weather');
  await report.getByRole('button', { name: 'Record exception' }).click();
  await expect(page.getByRole('list', { name: 'Exceptions' })).toContainText(
    /Delay.*Flight cancelled by weather/,
  );

  const sign = page.getByRole('form', { name: 'Sign-for at delivery' });
  await sign.getByRole('textbox', { name: /Signed by/ }).fill('Li Ming');
  await sign.locator('input[type=file]').setInputFiles({
    name: 'receipt.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n% signed receipt\n'),
  });
  await sign.getByRole('button', { name: 'Record sign-for' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByText(/signed by Li Ming|Delivered/).first()).toBeVisible();
});

test('the buyer marks the shipment delivered and sees it so', async ({ page }) => {
  await signInThroughUi(page, ACCOUNTS.buyer.account, ACCOUNTS.buyer.password);
  await page.goto('/hna/hnaShipment/index');
  await page.getByRole('link', { name: NOTICE }).click();
  await page.getByRole('button', { name: 'Mark delivered' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Mark delivered' }).click();
  await expect(page.getByText(`${NOTICE} is delivered`).first()).toBeVisible();
  await page.goto('/hna/hnaShipment/index');
  // The page also lists the shipments' customs information: the shipments table says it.
  const shipments = page.getByRole('table', { name: 'Shipments', exact: true });
  await expect(shipments.getByRole('row').filter({ hasText: NOTICE })).toContainText('Delivered');
});
