import { afterEach, describe, expect, it } from 'vitest';
import { INITIAL_FOCUS_ATTRIBUTE, initialFocusTarget } from './initial-focus.js';

afterEach(() => document.body.replaceChildren());

function dialogWith(view: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.innerHTML = `<div class="wd-header"><button>Close</button></div><div class="wd-view">${view}</div>`;
  document.body.append(dialog);
  return dialog;
}

describe('initialFocusTarget', () => {
  it("is the first row of the view's list when the view starts with one (the Connect view's first wallet)", () => {
    const dialog = dialogWith(
      '<ul class="wd-list"><li aria-hidden="true"><span></span></li><li><button>MetaMask</button></li><li><button>Rabby</button></li></ul><button>Help</button>',
    );
    expect(initialFocusTarget(dialog).textContent).toBe('MetaMask');
  });

  it("is the view's marked control, before any list", () => {
    const dialog = dialogWith(
      `<ul class="wd-list"><li><button>MetaMask</button></li></ul><button ${INITIAL_FOCUS_ATTRIBUTE}>Sign</button>`,
    );
    expect(initialFocusTarget(dialog).textContent).toBe('Sign');
  });

  it("is the dialog when the view's first control is not a list row, or it has none", () => {
    const account = dialogWith(
      '<button>Copy address</button><ul class="wd-list"><li><button>Token</button></li></ul>',
    );
    expect(initialFocusTarget(account)).toBe(account);
    const empty = dialogWith('<p>Nothing here</p>');
    expect(initialFocusTarget(empty)).toBe(empty);
    const disabled = dialogWith('<ul class="wd-list"><li><button disabled>Busy</button></li></ul>');
    expect(initialFocusTarget(disabled)).toBe(disabled);
  });
});
