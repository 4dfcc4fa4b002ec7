import { act, useRef } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_FOCUS_ATTRIBUTE } from './initial-focus.js';
import { useDialogFocus } from './use-dialog-focus.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

type Props = { active: boolean; view: string; marked?: boolean };

function Dialog({ shadow, active, view, marked }: Props & { shadow: ShadowRoot }) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogFocus(active, shadow, dialogRef, view);
  return (
    <div ref={dialogRef} tabIndex={-1} className="dialog">
      <button type="button" key={view}>
        {view}
      </button>
      {marked ? (
        <button type="button" {...{ [INITIAL_FOCUS_ATTRIBUTE]: '' }}>
          Sign
        </button>
      ) : null}
    </div>
  );
}

function setUp(props: Props) {
  const opener = document.createElement('button');
  document.body.append(opener);
  opener.focus();
  const host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow as unknown as Element);
  const render = (next: Props) => act(() => root?.render(<Dialog shadow={shadow} {...next} />));
  render(props);
  return { opener, shadow, render, dialog: () => shadow.querySelector<HTMLElement>('.dialog') };
}

describe('useDialogFocus', () => {
  it('focuses the dialog when it becomes active and gives focus back when it stops', () => {
    const { opener, shadow, render, dialog } = setUp({ active: false, view: 'Connect' });
    expect(document.activeElement).toBe(opener);
    render({ active: true, view: 'Connect' });
    expect(shadow.activeElement).toBe(dialog());
    render({ active: false, view: 'Connect' });
    expect(document.activeElement).toBe(opener);
  });

  it("focuses the shown view's marked control instead of the dialog", () => {
    const { shadow, render } = setUp({ active: false, view: 'Sign', marked: true });
    render({ active: true, view: 'Sign', marked: true });
    expect(shadow.activeElement?.textContent).toBe('Sign');
  });

  it('moves focus back to the dialog when a view change removes the focused control', () => {
    const { shadow, render, dialog } = setUp({ active: true, view: 'Connect' });
    shadow.querySelector<HTMLElement>('button')?.focus();
    render({ active: true, view: 'AllWallets' });
    expect(shadow.activeElement).toBe(dialog());
  });

  it('leaves focus where it is after a view change that kept it in the dialog, and when inactive', () => {
    const { opener, shadow, render } = setUp({ active: true, view: 'Connect', marked: true });
    const sign = shadow.querySelector<HTMLElement>(`[${INITIAL_FOCUS_ATTRIBUTE}]`);
    sign?.focus();
    render({ active: true, view: 'AllWallets', marked: true });
    expect(shadow.activeElement).toBe(sign);

    render({ active: false, view: 'AllWallets', marked: true });
    opener.focus();
    render({ active: false, view: 'Connect', marked: true });
    expect(document.activeElement).toBe(opener);
  });
});
