import { Link } from 'wouter';
import type { Task } from '../../../../contract/tasks';
import { VIDEOS } from '../../../text/videos';
import { linkClass } from '../form';

/** For the task's owner: the render's files and timings (/debug/{jobId}), once a video was asked for. */
export function DebugLink({ task }: { task: Task }) {
  if (!task.generate_video) return null;
  return (
    <Link
      href={`/debug/${encodeURIComponent(task.task_id)}`}
      className={`${linkClass} inline-flex min-h-10 items-center px-1`}
      data-testid="debug-link"
    >
      {VIDEOS.debug.link}
    </Link>
  );
}
