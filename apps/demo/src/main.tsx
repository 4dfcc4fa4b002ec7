import { StrictMode, version } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App';
import { readStackConfig } from './config/stack-config';
import './styles/app.css';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

// Which React the build runs on (the demo is built on React 19 and on React 18.3, see vite.config.ts): the e2e
// journeys check it, and it helps when reading a bug report.
document.documentElement.dataset.reactVersion = version;

createRoot(container).render(
  <StrictMode>
    <App config={readStackConfig()} />
  </StrictMode>,
);
