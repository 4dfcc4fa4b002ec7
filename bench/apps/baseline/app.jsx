// The plain React baseline: one "Connect Wallet" button that, on click, renders a list with one wallet
// option. What WalletDock adds is measured against this app.
import { useState } from 'react';

export default function App() {
  const [open, setOpen] = useState(false);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      {open ? (
        <ul className="wallet-list">
          <li>
            <button type="button" className="wallet-option">
              Bench Wallet
            </button>
          </li>
        </ul>
      ) : null}
    </main>
  );
}
