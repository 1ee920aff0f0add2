import type { TaskStatus } from '../../../../contract/tasks';
import { Badge } from './Badge';
import { STATUS_DISPLAY } from './displayMaps';

/** Spec §3 task status display: label, tone and icon. `still`: no spinning (a past event). */
export function StatusBadge({ status, still = false }: { status: TaskStatus; still?: boolean }) {
  const d = STATUS_DISPLAY[status];
  return (
    <Badge tone={d.tone} icon={d.icon} still={still} testId={`status-${status}`}>
      {d.label}
    </Badge>
  );
}
