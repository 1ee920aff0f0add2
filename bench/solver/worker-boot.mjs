// Starts a bench worker thread: registers tsx so the TypeScript worker (and the solver it imports) can load.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.entry);
