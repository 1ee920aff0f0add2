import type { ProblemType, Subject } from '../../../../contract/subjects';
import { Badge } from './Badge';
import { PROBLEM_TYPE_DISPLAY, SUBJECT_DISPLAY } from './displayMaps';

export function SubjectBadge({ subject }: { subject: Subject }) {
  const d = SUBJECT_DISPLAY[subject];
  return (
    <Badge tone={d.tone} icon={d.icon} testId={`subject-${subject}`}>
      {d.label}
    </Badge>
  );
}

export function ProblemTypeBadge({ type }: { type: ProblemType }) {
  const d = PROBLEM_TYPE_DISPLAY[type];
  return (
    <Badge tone={d.tone} icon={d.icon} testId={`type-${type}`}>
      {d.label}
    </Badge>
  );
}
