// Entry of a solver pool thread when the thread code could not be bundled (see bundleThreadCode in
// index.ts). The solver is TypeScript; tsx compiles it here, whatever started the main thread (tsx
// for npm start / npm run worker, vitest, the benches), so threads need no inherited loader flags.
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./task.ts', import.meta.url);

export default task.default;
