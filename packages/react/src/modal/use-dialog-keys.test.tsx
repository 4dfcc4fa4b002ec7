import { act, useLayoutEffect, useRef, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useDialogKeys } from './use-dialog-keys.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let host: HTMLElement | undefined;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  host?.remove();
  host = undefined;
});

/** A shadow root on a host in the body, as the modal's. */
function shadowRoot(): ShadowRoot {
  host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

function press(key: string, options: KeyboardEventInit = {}): KeyboardEvent {
  const event = new KeyboardEvent('keydown', {
    key,
    bubbles: true,
    composed: true,
    cancelable: true,
    ...options,
  });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

type DialogProps = {
  active: boolean;
  shadow: ShadowRoot;
  requestClose: () => unknown;
  /** Runs in the dialog's layout phase, after the hook's layout effect: before any passive effect of the render. */
  onLayout?: () => void;
};

function Dialog({ active, shadow, requestClose, onLayout }: DialogProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  useDialogKeys(active, shadow, dialogRef, requestClose);
  useLayoutEffect(() => onLayout?.());
  return (
    <div ref={dialogRef} tabIndex={-1}>
      <button type="button">First</button>
      <button type="button">Last</button>
    </div>
  );
}

let toggle: (active: boolean) => void = () => {};

/** The dialog, with `toggle` to make it active or not from the test. */
function Toggle(props: Omit<DialogProps, 'active'>) {
  const [active, setActive] = useState(true);
  toggle = setActive;
  return <Dialog active={active} {...props} />;
}

function render(props: DialogProps): void {
  const shadow = props.shadow;
  root = createRoot(shadow as unknown as Element);
  act(() => root?.render(<Dialog {...props} />));
}

describe('useDialogKeys', () => {
  it('asks to close on Escape while active, and marks the key handled', () => {
    const requestClose = vi.fn();
    render({ active: true, shadow: shadowRoot(), requestClose });
    const event = press('Escape');
    expect(requestClose).toHaveBeenCalledOnce();
    expect(event.defaultPrevented).toBe(true);
  });

  it('handles Escape as soon as the dialog is in the page: in the layout phase, before passive effects run', () => {
    const requestClose = vi.fn();
    let handledInLayout: boolean | undefined;
    render({
      active: true,
      shadow: shadowRoot(),
      requestClose,
      // What a visitor (or a test) pressing Escape the moment the dialog is painted amounts to: a dialog shown by a
      // transition render is painted before that render's passive effects run.
      onLayout: () => {
        handledInLayout ??= press('Escape').defaultPrevented;
      },
    });
    expect(handledInLayout).toBe(true);
    expect(requestClose).toHaveBeenCalledOnce();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    const shadow = shadowRoot();
    render({ active: true, shadow, requestClose: vi.fn() });
    const [first, last] = [...shadow.querySelectorAll('button')];
    last?.focus();
    expect(press('Tab').defaultPrevented).toBe(true);
    expect(shadow.activeElement).toBe(first);
    expect(press('Tab', { shiftKey: true }).defaultPrevented).toBe(true);
    expect(shadow.activeElement).toBe(last);
  });

  it('leaves keys alone when inactive (hidden, closing, embedded), already handled or composing', () => {
    const requestClose = vi.fn();
    const shadow = shadowRoot();
    render({ active: false, shadow, requestClose });
    expect(press('Escape').defaultPrevented).toBe(false);
    expect(press('Tab').defaultPrevented).toBe(false);

    act(() => root?.render(<Dialog active shadow={shadow} requestClose={requestClose} />));
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true });
    handled.preventDefault();
    document.body.dispatchEvent(handled);
    press('Escape', { isComposing: true });
    expect(requestClose).not.toHaveBeenCalled();
  });

  it('stops handling keys when it becomes inactive or unmounts', () => {
    const requestClose = vi.fn();
    const shadow = shadowRoot();
    root = createRoot(shadow as unknown as Element);
    act(() => root?.render(<Toggle shadow={shadow} requestClose={requestClose} />));
    act(() => toggle(false));
    press('Escape');
    act(() => toggle(true));
    act(() => root?.unmount());
    root = undefined;
    press('Escape');
    expect(requestClose).not.toHaveBeenCalled();
  });
});
