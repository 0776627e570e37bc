import { shortenAddress } from '@guardians/shared/common';
import type { Page } from 'playwright-core';
import { TEST_WALLET_NAME } from './test-wallet.ts';

/** Connects the installed test wallet on the current page, as a person does from the navbar. */
export async function connectTestWallet(page: Page, address: string): Promise<void> {
  await page.getByRole('button', { name: 'Connect', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Connect a wallet' })
    .getByRole('button', { name: TEST_WALLET_NAME })
    .click();
  await page
    .getByRole('button', { name: new RegExp(shortenAddress(address), 'i') })
    .first()
    .waitFor();
}

/** The toast with this text (success and progress toasts are status, failures are alerts). */
export function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole('region', { name: 'Notifications' }).getByText(text);
}

/** Full-page screenshots at desktop and phone widths under /tmp/shots (not the repository). */
export async function shootBothWidths(page: Page, name: string): Promise<void> {
  const original = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize(original);
}

/** Opens 'List for sale', fills price and duration, and submits. */
export async function listFromPage(page: Page, price: string, duration = '7 days'): Promise<void> {
  await page.getByRole('button', { name: 'List for sale', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'List for sale' });
  await dialog.getByLabel('Price (ETH)').fill(price);
  await dialog.getByLabel('Duration').selectOption({ label: duration });
  await dialog.getByRole('button', { name: 'List for sale', exact: true }).click();
}
