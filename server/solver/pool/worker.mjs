// Entry of a solver pool thread. The solver is TypeScript; tsx compiles it here, whatever started
// the main thread (tsx for npm start / npm run worker, vitest, the benches), so workers need no
// inherited loader flags.
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./task.ts', import.meta.url);

export default task.default;
