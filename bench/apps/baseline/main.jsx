// Mounts the app (app.jsx) in the page's #root, on the client only: how a Vite host renders it. The Next.js
// build (lib/next.mjs) renders the same app.jsx from a client page instead, prerendered on the server.
import { createRoot } from 'react-dom/client';
import App from './app.jsx';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');
createRoot(container).render(<App />);
