// Entry of a render pool thread when the thread code could not be bundled (see bundleThreadCode in
// server/threads/bundle.ts): tsx compiles the TypeScript here, whatever started the main thread.
import { tsImport } from 'tsx/esm/api';

const task = await tsImport('./task.ts', import.meta.url);

export default task.default;
