import { StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readStackConfig } from './config/stack-config';
import {
  type ExtraNamespace,
  loadExampleNamespace,
  wantsExampleNamespace,
} from './walletdock/example-namespace';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Which React the build runs on (the demo is built on React 19 and on React 18.3, see vite.config.ts): the e2e
// journeys check it, and it helps when reading a bug report.
document.documentElement.dataset.reactVersion = version;

const render = (extraNamespace?: ExtraNamespace) =>
  createRoot(container).render(
    <StrictMode>
      <App config={readStackConfig()} {...(extraNamespace && { extraNamespace })} />
    </StrictMode>,
  );

// `?namespace=example`: the example adapter (a sixth namespace, without Send) is loaded before the first render,
// since the client is created with its adapters. Any other page renders at once.
if (wantsExampleNamespace(window.location.search)) {
  loadExampleNamespace().then(render, (error: unknown) => {
    console.error('WalletDock demo: the example namespace did not load', error);
    render();
  });
} else {
  render();
}
