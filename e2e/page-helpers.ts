import type { Page } from '@playwright/test';

// Locators of the demo page that several journeys use.

/** The open modal (Playwright's role queries pierce the modal's open shadow root). */
export const dialog = (page: Page) => page.getByRole('dialog');

/** The header's Connect Wallet button (shown while disconnected). */
export const connectButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' });

/** The header's account button (shown while connected), labelled with the address. */
export const accountButton = (page: Page, address: string) =>
  page
    .getByRole('banner')
    .getByRole('button', { name: new RegExp(`${address.slice(0, 6)}.*${address.slice(-4)}`, 'i') });
