// My profile from the user menu, in a real browser: the dialog is announced (not aria-hidden), focus
// is on its first field, and a save renames the signed-in user in the header at once. transport.demo
// renames itself and back, so a re-run finds the demo name again.
import { expect, test, type Page } from '@playwright/test';
import { ACCOUNTS, signInThroughUi, switchLanguage } from './support/portal.ts';

const { account, password } = ACCOUNTS.transport;

async function openProfile(page: Page, menuItem: string) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Account menu of|的账户菜单$/ })
    .click();
  await page.getByRole('menuitem', { name: menuItem }).click();
}

test('rename yourself in My profile, in English and in Chinese', async ({ page }) => {
  await signInThroughUi(page, account, password);
  const menuButton = page.getByRole('button', { name: /^Account menu of/ });
  // A run that failed half-way left the suffix on: start from the demo name again.
  const label = (await menuButton.getAttribute('aria-label')) ?? '';
  const original = label.replace(/^Account menu of /, '').replace(/ \(renamed\)$/, '');

  await openProfile(page, 'My profile');
  // Role queries see only what assistive technology sees: a hidden surface would not be found.
  const dialog = page.getByRole('dialog', { name: 'My profile' });
  const name = dialog.getByRole('textbox', { name: /^Name/ });
  await expect(name).toBeFocused();
  await name.fill(`${original} (renamed)`);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Account menu of ${original} (renamed)` }),
  ).toBeVisible();

  await switchLanguage(page, 'zh');
  await openProfile(page, '个人资料');
  const zhDialog = page.getByRole('dialog', { name: '个人资料' });
  const zhName = zhDialog.getByRole('textbox', { name: /^姓名/ });
  await expect(zhName).toBeFocused();
  await expect(zhName).toHaveValue(`${original} (renamed)`);
  await zhName.fill(original);
  await zhDialog.getByRole('button', { name: '保存' }).click();
  await expect(zhDialog).toBeHidden();
  await expect(page.getByRole('banner').getByText(original, { exact: true })).toBeVisible();
});
