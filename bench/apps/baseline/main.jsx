// The plain React baseline: one "Connect Wallet" button that, on click, renders a list with one wallet
// option. What WalletDock adds is measured against this app.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
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

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
