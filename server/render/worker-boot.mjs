// Entry of a render worker thread. Worker threads do not inherit the parent's
// TypeScript loader, so this plain module registers tsx (as `node --import
// tsx` does for the server) and then loads the TypeScript worker.
import { register } from 'tsx/esm/api';
import { workerData } from 'node:worker_threads';

register();
await import(workerData.entry);
