import type { TaskStatus } from '../../../../contract/tasks';
import { STATUS_DISPLAY } from '../../../machines/task-status/display';
import { Badge } from './Badge';

/** Spec §3 task status display: label, tone and icon. */
export function StatusBadge({ status }: { status: TaskStatus }) {
  const d = STATUS_DISPLAY[status];
  return (
    <Badge tone={d.tone} icon={d.icon} testId={`status-${status}`}>
      {d.label}
    </Badge>
  );
}
