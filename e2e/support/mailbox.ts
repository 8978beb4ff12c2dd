// The dev mailbox (/devMailbox) as the recipient's inbox: a person opens it, waits for the e-mail
// and reads it. The outbox worker delivers within a poll interval; the page refreshes by itself.
import { expect, type Page } from '@playwright/test';

/** Opens the newest e-mail to `to` whose subject matches, and answers its body. */
export async function readMail(page: Page, to: string, subject: RegExp): Promise<string> {
  await page.goto(`/devMailbox?to=${encodeURIComponent(to)}`);
  await expect(page.getByRole('heading', { name: 'Dev mailbox' })).toBeVisible();
  const header = page.getByRole('button', { name: subject }).first();
  // The page asks again every 5 s; the e-mail leaves the outbox within a fraction of that.
  await expect(header).toBeVisible({ timeout: 20_000 });
  await header.click();
  const body = page.locator('.fui-AccordionItem').filter({ has: header }).locator('pre');
  await expect(body).toBeVisible();
  return body.innerText();
}
