import { afterEach, describe, expect, it } from 'vitest';
import { focusReturnTarget, rememberOpener, returnFocus } from './focus-return.js';

afterEach(() => document.body.replaceChildren());

/** A page header with the Connect button (focused, as after the click that opened the modal) and a link. */
function page() {
  document.body.innerHTML =
    '<a href="#top">Skip</a><header><nav><a href="/docs">Docs</a></nav><div class="actions"><button class="wd-button wd-button--connect">Connect Wallet</button></div></header>';
  const connect = document.querySelector<HTMLButtonElement>('.wd-button--connect');
  if (!connect) throw new Error('no Connect button');
  connect.focus();
  const actions = document.querySelector('.actions');
  if (!actions) throw new Error('no actions');
  return { connect, actions };
}

/** Connecting swapped the Connect button for the account button (and put a network button before it). */
function swap(actions: Element): HTMLButtonElement {
  actions.innerHTML =
    '<button class="wd-button wd-button--network">Ethereum</button><button class="wd-button wd-button--account">0xf39F…2266</button>';
  const account = actions.querySelector<HTMLButtonElement>('.wd-button--account');
  if (!account) throw new Error('no account button');
  return account;
}

describe('focus return', () => {
  it('goes back to the opener while it is in the page', () => {
    const { connect } = page();
    const opener = rememberOpener(document);
    if (!opener) throw new Error('no opener');
    document.body.focus();
    returnFocus(opener, document)();
    expect(document.activeElement).toBe(connect);
  });

  it('goes to the account button that replaced the Connect button, not to the body', () => {
    const { actions } = page();
    const opener = rememberOpener(document);
    if (!opener) throw new Error('no opener');
    const account = swap(actions);
    expect(focusReturnTarget(opener, document)).toBe(account);
    returnFocus(opener, document)();
    expect(document.activeElement).toBe(account);
  });

  it('follows a page that swaps the button a moment after the dialog closed', async () => {
    const { actions } = page();
    const opener = rememberOpener(document);
    if (!opener) throw new Error('no opener');
    const stop = returnFocus(opener, document);
    const account = swap(actions); // the focused Connect button goes: focus would fall to the body
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(document.activeElement).toBe(account);
    stop();
  });

  it("else takes the first control of the opener's nearest place still in the page", () => {
    const { actions } = page();
    const opener = rememberOpener(document);
    if (!opener) throw new Error('no opener');
    actions.innerHTML = '<button>Sign out</button>';
    expect(focusReturnTarget(opener, document)?.textContent).toBe('Sign out');
  });

  it('remembers no opener when the page had no focus (opened from code)', () => {
    page();
    document.querySelector<HTMLElement>('.wd-button--connect')?.blur();
    expect(rememberOpener(document)).toBeUndefined();
  });
});
