import { fromPromise } from 'xstate';
import type { DebugFile, DebugFileList } from '../../../contract/videos';
import { fetchDebugFile, fetchDebugFiles } from '../../api/videos';

/** The real actors, for machine.provide({ actors }). */
export const debugJobActors = {
  listFiles: fromPromise<DebugFileList, { jobId: string }>(({ input }) => fetchDebugFiles(input.jobId)),
  fetchFile: fromPromise<Blob, { jobId: string; file: DebugFile }>(({ input, signal }) =>
    fetchDebugFile(input.jobId, input.file.tag, input.file.file_name, signal),
  ),
};
