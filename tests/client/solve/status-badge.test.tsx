// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '../../../contract/tasks';
import { PROBLEM_TYPE_DISPLAY, SUBJECT_DISPLAY } from '../../../src/ui/components/solve/displayMaps';
import { StatusBadge } from '../../../src/ui/components/solve/StatusBadge';
import { ProblemTypeBadge, SubjectBadge } from '../../../src/ui/components/solve/SubjectBadges';

afterEach(cleanup);

describe('StatusBadge (spec §3 display map)', () => {
  const expected = {
    pending: ['等待中', 'warning'],
    processing: ['处理中', 'info'],
    completed: ['已完成', 'success'],
    failed: ['失败', 'danger'],
    stopped: ['已停止', 'secondary'],
  } as const;

  for (const status of TASK_STATUSES) {
    it(`${status}: ${expected[status][0]} in the ${expected[status][1]} tone, with an icon`, () => {
      render(<StatusBadge status={status} />);
      const badge = screen.getByTestId(`status-${status}`);
      expect(badge.textContent).toBe(expected[status][0]);
      expect(badge.getAttribute('data-tone')).toBe(expected[status][1]);
      expect(badge.querySelector('svg[aria-hidden="true"]')).not.toBeNull();
    });
  }
});

describe('subject and problem type badges', () => {
  it('follows the spec tones; programming has no spec entry and shows 编程 in the secondary tone', () => {
    expect(Object.fromEntries(Object.entries(SUBJECT_DISPLAY).map(([k, v]) => [k, v.tone]))).toEqual({
      math: 'primary',
      physics: 'info',
      chemistry: 'success',
      programming: 'secondary',
      other: 'secondary',
    });
    render(<SubjectBadge subject="programming" />);
    expect(screen.getByTestId('subject-programming').textContent).toBe('编程');
  });

  it('labels the problem types', () => {
    expect(Object.fromEntries(Object.entries(PROBLEM_TYPE_DISPLAY).map(([k, v]) => [k, [v.label, v.tone]]))).toEqual({
      choice: ['选择题', 'primary'],
      fill_in_blank: ['填空题', 'info'],
      solution: ['解答题', 'success'],
      other: ['其他', 'secondary'],
    });
    render(<ProblemTypeBadge type="fill_in_blank" />);
    expect(screen.getByTestId('type-fill_in_blank').textContent).toBe('填空题');
  });
});
