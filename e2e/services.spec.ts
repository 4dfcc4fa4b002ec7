import { expect, expectNoAxeViolations, routeToFillerDirectory, test } from './fixtures.js';

/**
 * A direct read of the chain over JSON-RPC, to compare with what the page got through the Blockchain API.
 * (viem is not a dependency of the e2e workspace root, so these two reads are spelled out.)
 */
async function rpc(rpcUrl: string, method: string, params: unknown[]): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: string; error?: { message: string } };
  if (body.result === undefined) throw new Error(`${method} failed: ${body.error?.message}`);
  return BigInt(body.result);
}

const ethBalance = (rpcUrl: string, owner: string) => rpc(rpcUrl, 'eth_getBalance', [owner, 'latest']);

/** ERC-20 `balanceOf(owner)` (selector 0x70a08231). */
const tokenBalance = (rpcUrl: string, token: string, owner: string) =>
  rpc(rpcUrl, 'eth_call', [
    { to: token, data: `0x70a08231${owner.slice(2).toLowerCase().padStart(64, '0')}` },
    'latest',
  ]);

/** Smallest unit → whole units, without trailing zeros (like viem's `formatUnits`). */
function formatUnits(value: bigint, decimals: number): string {
  const digits = value.toString().padStart(decimals + 1, '0');
  const whole = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return fraction === '' ? whole : `${whole}.${fraction}`;
}

/** The directory's total, asked of the services server directly (not through the page). */
async function directoryCount(servicesUrl: string, search?: string): Promise<number> {
  const url = new URL('/getWallets', servicesUrl);
  url.search = new URLSearchParams({
    projectId: 'e2e',
    page: '1',
    entries: '1',
    ...(search ? { search } : {}),
  }).toString();
  const response = await fetch(url);
  expect(response.ok).toBe(true);
  return ((await response.json()) as { count: number }).count;
}

/** Thousands grouped like the page's `formatNumber(n, { decimals: 0 })`. */
function grouped(value: number): string {
  return value.toLocaleString('en-US');
}

test.describe('the open services on the demo page', () => {
  test('a visitor who is not connected causes no request beyond the page itself until the modal opens', async ({
    page,
    demoUrl,
  }) => {
    const requests: string[] = [];
    const sockets: string[] = [];
    page.on('request', (request) => requests.push(request.url()));
    page.on('websocket', (socket) => sockets.push(socket.url()));
    await page.goto(demoUrl);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Connect Wallet' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Give late starters (timers, idle callbacks) a chance to show themselves.
    await page.waitForTimeout(1_000);

    // Only the page's own HTML, script and stylesheet, all from the page's origin.
    const origin = new URL(demoUrl).origin;
    const kinds = requests.map((url) => {
      expect(new URL(url).origin, url).toBe(origin);
      return new URL(url).pathname.replace(/^\/assets\/[\w-]+\./, 'assets/*.');
    });
    expect(kinds.sort()).toEqual(['/', 'assets/*.css', 'assets/*.js']);
    expect(sockets).toEqual([]);

    // Interacting with the page (language, theme) still asks nothing of anyone.
    await page.getByLabel('Language of the modal').selectOption('de');
    await page.getByRole('button', { name: 'Dark theme' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Wallet verbinden' })).toBeVisible();
    expect(requests).toHaveLength(3);

    // Opening the modal is the visitor acting: from here WalletDock may call the local services.
    await page.getByRole('banner').getByRole('button', { name: 'Wallet verbinden' }).click();
    await expect(page.getByRole('dialog', { name: 'Wallet verbinden' })).toBeVisible();
  });

  test('lists the wallet directory only once opened, searches it and loads more', async ({
    page,
    stack,
    demoUrl,
    fillerDirectoryUrl,
  }) => {
    // "Load more" needs a long directory: the generated filler wallets.
    await routeToFillerDirectory(page, stack, fillerDirectoryUrl);
    const serviceRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(stack.services.url)) serviceRequests.push(request.url());
    });
    await page.goto(demoUrl);
    await expect(page.getByRole('heading', { name: 'Wallet directory' })).toBeVisible();
    // The footer promises it: nothing is asked of the services before the visitor acts.
    await page.waitForLoadState('networkidle');
    expect(serviceRequests).toEqual([]);

    const total = await directoryCount(fillerDirectoryUrl);
    await page.getByRole('button', { name: 'Show list' }).click();
    const tiles = page.getByTestId('directory-wallet');
    await expect(tiles).toHaveCount(40);
    await expect(page.getByTestId('directory-count')).toHaveText(`40 of ${grouped(total)} wallets`);
    const getWallets = serviceRequests.filter((url) => new URL(url).pathname === '/getWallets');
    expect(getWallets).toHaveLength(1);
    const query = new URL(getWallets[0] ?? '').searchParams;
    expect(Object.fromEntries(query)).toMatchObject({ page: '1', entries: '40', st: 'walletdock' });
    expect(query.get('projectId')).toBeTruthy();
    expect(query.get('sv')).toMatch(/^walletdock-core-/);

    // The images come from the directory (/getWalletImage/{image_id}) and really load.
    const firstImage = tiles.first().locator('img');
    await expect(firstImage).toHaveAttribute('src', new RegExp(`^${stack.services.url}/getWalletImage/`));
    await expect
      .poll(() => firstImage.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: /^Load more/ }).click();
    await expect(tiles).toHaveCount(80);
    await expect(page.getByTestId('directory-count')).toHaveText(`80 of ${grouped(total)} wallets`);

    // The term is trimmed before it is sent; every wallet shown matches it.
    await page.getByRole('searchbox', { name: 'Search the wallet directory' }).fill('  dock ');
    const matching = await directoryCount(fillerDirectoryUrl, 'dock');
    expect(matching).toBeGreaterThan(0);
    await expect(page.getByTestId('directory-count')).toHaveText(
      `${grouped(Math.min(matching, 100))} of ${grouped(matching)} wallets matching “dock”`,
    );
    const names = await tiles.locator('.directory-tile__label').allTextContents();
    expect(names.length).toBe(Math.min(matching, 100));
    for (const name of names) expect(name.toLowerCase()).toContain('dock');
    const searches = serviceRequests.filter((url) => new URL(url).searchParams.has('search'));
    expect(searches.map((url) => new URL(url).searchParams.get('search'))).toContain('dock');
    expect(searches.every((url) => new URL(url).searchParams.get('search') === 'dock')).toBe(true);

    await page.getByRole('searchbox', { name: 'Search the wallet directory' }).fill('no such wallet');
    await expect(page.getByTestId('directory-count')).toHaveText('No wallet matches “no such wallet”.');
    await expect(tiles).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test("shows dev account #0's real balance from anvil through the Blockchain API", async ({
    page,
    stack,
    demoUrl,
  }) => {
    const [chain] = stack.chains;
    const [account] = stack.accounts;
    if (!chain || !account) throw new Error('the stack has no chain or no account');
    const readChain = async () => {
      const [eth, dock, tusd] = await Promise.all([
        ethBalance(chain.rpcUrl, account.address),
        tokenBalance(chain.rpcUrl, chain.contracts.dockToken, account.address),
        tokenBalance(chain.rpcUrl, chain.contracts.testUsd, account.address),
      ]);
      return { ETH: formatUnits(eth, 18), DOCK: formatUnits(dock, 18), tUSD: formatUnits(tusd, 6) };
    };

    await page.goto(demoUrl);
    const balance = page.getByRole('region', { name: 'Balance' });
    await expect(balance.getByLabel('Account')).toHaveValue('0');
    await expect(balance.getByText('Nothing fetched yet.')).toBeVisible();

    const before = await readChain();
    await balance.getByRole('button', { name: 'Fetch balance' }).click();
    const rows = balance.getByTestId('balance-row');
    await expect(rows).toHaveCount(3);
    const after = await readChain();
    expect(await rows.evaluateAll((items) => items.map((item) => item.getAttribute('data-symbol')))).toEqual([
      'ETH',
      'DOCK',
      'tUSD',
    ]);
    // The exact amounts are what the chain holds (another test may spend ETH meanwhile: before or after).
    for (const symbol of ['ETH', 'DOCK', 'tUSD'] as const) {
      const exact = await balance
        .locator(`[data-testid="balance-row"][data-symbol="${symbol}"] [data-exact]`)
        .getAttribute('data-exact');
      expect([before[symbol], after[symbol]]).toContain(exact);
    }
    // Shown with formatNumber: en-US, two decimals.
    await expect(balance.locator('[data-symbol="DOCK"] .balance-row__amount')).toHaveText(
      `${Number(after.DOCK).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })} DOCK`,
    );
    await expect(balance.getByTestId('balance-for')).toContainText(chain.caipNetworkId);
    await expectNoAxeViolations(page);

    // The other chain holds other amounts (the stack seeds them differently).
    const other = stack.chains[1];
    if (!other) throw new Error('the stack has one chain');
    const otherUsd = await tokenBalance(other.rpcUrl, other.contracts.testUsd, account.address);
    await balance.getByLabel('Network').selectOption({ label: other.name });
    await balance.getByRole('button', { name: 'Fetch balance' }).click();
    await expect(balance.getByTestId('balance-for')).toContainText(other.caipNetworkId);
    await expect(balance.locator('[data-symbol="tUSD"] [data-exact]')).toHaveAttribute(
      'data-exact',
      formatUnits(otherUsd, 6),
    );
  });
});
