import { afterEach } from 'vitest';
import { runCleanUps } from './cleanups.js';

// Every test file of the project: after each test, the test helpers' cleanups (the modal harness: rendered modals
// unmounted, clients destroyed, the document emptied). A setup file runs for each test file, also when the files
// of a worker share one module graph (a hook registered when the harness is first imported would serve one file).
// Files in the node environment (`*.server.test.tsx`: server rendering) have no document to clean.
if (typeof document !== 'undefined') afterEach(runCleanUps);
