import { describe, expect, expectTypeOf, it } from 'vitest';
import { createTestClient } from '../test-utils/test-client.js';
import {
  type ConnectingExternalData,
  type NamespacePickerData,
  type ViewDataMap,
  viewData,
  type WalletConnectViewData,
} from './view-data.js';
import type { View } from './views.js';

// Compile-time checks: `tsc` (the package's typecheck) fails if a line marked @ts-expect-error compiles.
describe('typed view data (ViewDataMap)', () => {
  it('has an entry for every view, and no other', () => {
    expectTypeOf<keyof ViewDataMap>().toEqualTypeOf<View>();
  });

  it('checks router.push / replace / reset and modal.open against the view’s data at compile time', async () => {
    const client = createTestClient();
    const { router, modal } = client.controllers;
    const data: ConnectingExternalData = { connectorId: 'io.alice', namespace: 'eip155', title: 'Alice' };
    router.push('ConnectingExternal', data);
    expect(router.state.data).toEqual(data);

    if (Math.random() > 2) {
      // Never runs: each line must fail to compile.
      // @ts-expect-error ConnectingExternal needs its data
      router.push('ConnectingExternal');
      // @ts-expect-error a required field is missing
      router.push('ConnectingExternal', { namespace: 'eip155' });
      // @ts-expect-error a field has the wrong type
      router.push('ConnectingExternal', { connectorId: 1, namespace: 'eip155' });
      // @ts-expect-error an unknown field
      router.replace('ConnectingExternal', { connectorId: 'a', namespace: 'eip155', wallet: 'x' });
      // @ts-expect-error Account takes no data
      router.reset('Account', { tab: 'nfts' });
      // @ts-expect-error the picker needs its choices
      router.push('NamespacePicker', { title: 'Phantom' });
      // @ts-expect-error the data belongs to another view
      await modal.open({ view: 'AllWallets', data });
      // @ts-expect-error not a view
      router.push('Nowhere');
    }

    // Optional data may be left out.
    router.push('ConnectingWalletConnectBasic');
    router.push('Swap', { from: 'ETH' });
    await modal.open({ view: 'NamespacePicker', data: { title: 'Phantom', choices: [] } });
    expect(router.state.view).toBe('NamespacePicker');
  });

  it('lets a view read its own data without casts', () => {
    expectTypeOf(viewData<'ConnectingExternal'>).returns.toEqualTypeOf<ConnectingExternalData | undefined>();
    expectTypeOf(viewData<'NamespacePicker'>).returns.toEqualTypeOf<NamespacePickerData | undefined>();
    expectTypeOf(viewData<'ConnectingWalletConnectBasic'>).returns.toEqualTypeOf<
      WalletConnectViewData | undefined
    >();

    const state = { view: 'ConnectingExternal' as View, data: { connectorId: 'a', namespace: 'eip155' } };
    expect(viewData(state, 'ConnectingExternal')?.connectorId).toBe('a');
    expect(viewData(state, 'NamespacePicker')).toBeUndefined();
  });
});
