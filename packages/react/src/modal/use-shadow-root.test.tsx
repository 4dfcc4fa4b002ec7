import { act, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { MODAL_HOST_ATTRIBUTE, useShadowRoot } from './use-shadow-root.js';

declare global {
  var IS_REACT_ACT_ENVIRONMENT: boolean | undefined;
}

beforeAll(() => {
  globalThis.IS_REACT_ACT_ENVIRONMENT = true;
});

let root: Root | undefined;
let shadow: ShadowRoot | null = null;

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.replaceChildren();
});

function Appended() {
  shadow = useShadowRoot(false, null);
  return null;
}

function Inline() {
  const [host, setHost] = useState<HTMLElement | null>(null);
  shadow = useShadowRoot(true, host);
  return <div ref={setHost} className="inline-host" />;
}

function render(element: React.ReactNode): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root?.render(element));
  return container;
}

describe('useShadowRoot', () => {
  it('appends a marked host to the body, gives its shadow root, and removes it on unmount', () => {
    render(<Appended />);
    const host = document.body.querySelector(`:scope > [${MODAL_HOST_ATTRIBUTE}]`);
    expect(host).not.toBeNull();
    expect(shadow).toBe(host?.shadowRoot);
    act(() => root?.unmount());
    root = undefined;
    expect(document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)).toBeNull();
  });

  it('inline, uses the element placed where the component renders, and appends nothing to the body', () => {
    const container = render(<Inline />);
    const host = container.querySelector('.inline-host');
    expect(shadow).not.toBeNull();
    expect(shadow).toBe(host?.shadowRoot);
    expect(document.body.querySelector(`[${MODAL_HOST_ATTRIBUTE}]`)).toBeNull();
  });
});
