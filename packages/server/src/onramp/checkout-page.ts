/** What the stand-in checkout page shows (from its URL's query). */
export type CheckoutPageData = {
  address: string | undefined;
  network: string | undefined;
  assets: string | undefined;
  amount: string | undefined;
};

/**
 * The HTML of the built-in checkout page: a stand-in for an on-ramp provider's page that shows the purchase
 * and states that nothing is bought. Every value is escaped; the page has no script.
 */
export function checkoutPage(data: CheckoutPageData): string {
  const rows = [
    ['Deliver to', data.address ?? '—'],
    ['Network', data.network ?? '—'],
    ['Assets', data.assets ?? 'any'],
    ['Amount', data.amount ?? '—'],
  ]
    .map(
      ([label, value]) => `<tr><th>${escapeHtml(label ?? '')}</th><td>${escapeHtml(value ?? '')}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>WalletDock checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>WalletDock checkout</h1>
<p>A stand-in for an on-ramp provider: nothing is bought and no payment is taken.</p>
<table>${rows}</table></main></body></html>
`;
}

function escapeHtml(value: string): string {
  return value.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
