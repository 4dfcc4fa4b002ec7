import type { Page } from '@playwright/test';

// The Send and Receive views as a visitor (or a screen reader) finds them: by role and accessible name. Shared by
// the send journeys (send-receive.spec.ts, send-walletconnect.spec.ts).

/** One ETH or one DOCK in base units (both have 18 decimals). */
export const ONE = 10n ** 18n;

export const dialog = (page: Page) => page.getByRole('dialog');
export const heading = (page: Page, name: string) => dialog(page).getByRole('heading', { name, exact: true });
/** The review's outcome (Sent, Transaction failed): the title of its status region. */
export const outcome = (page: Page, title: string) =>
  dialog(page).getByRole('status').getByText(title, { exact: true });
/** The demo's own account card (its Send and Receive buttons). */
export const accountCard = (page: Page) => page.getByRole('region', { name: 'Account', exact: true });
export const amountField = (page: Page) => dialog(page).getByRole('textbox', { name: 'Amount' });
export const receiverField = (page: Page) => dialog(page).getByRole('textbox', { name: 'To', exact: true });
export const reviewButton = (page: Page) => dialog(page).getByRole('button', { name: 'Review', exact: true });
