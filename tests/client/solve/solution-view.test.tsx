// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SolutionView } from '../../../src/ui/components/solve/SolutionView';
import { makeTask } from '../../machines/task-client-fixtures';

afterEach(cleanup);

describe('SolutionView', () => {
  it('shows the final answer in its own box and 已验证 when verification.status is verified', () => {
    render(
      <SolutionView
        task={makeTask('t', {
          status: 'completed',
          final_answer: 'x = 2',
          result_markdown: '**步骤**',
          verification: { status: 'verified', note: '已代入原方程验证' },
          video_url: '/media/t/solution.mp4',
        })}
      />,
    );
    expect(screen.getByTestId('final-answer').textContent).toContain('x = 2');
    expect(screen.getByRole('heading', { name: '最终答案' })).toBeTruthy();
    const v = screen.getByTestId('verification');
    expect(v.getAttribute('data-status')).toBe('verified');
    expect(v.textContent).toContain('已验证');
    expect(screen.getByTestId('solution-video').getAttribute('src')).toBe('/media/t/solution.mp4');
  });

  it('warns visibly on a mismatch and says nothing about an answer nobody could check', () => {
    const { rerender } = render(
      <SolutionView task={makeTask('t', { status: 'completed', final_answer: '1', verification: { status: 'mismatch', note: '代入后不成立' } })} />,
    );
    expect(screen.getByRole('note').textContent).toContain('验算不一致');
    expect(screen.getByRole('note').textContent).toContain('代入后不成立');
    rerender(<SolutionView task={makeTask('t', { status: 'completed', final_answer: '1', verification: { status: 'unverified', note: '无法自动验算' } })} />);
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByTestId('verification')).toBeNull();
    expect(screen.getByTestId('final-answer').textContent).toContain('1');
  });

  it('shows the error of a failed task and no video without video_url', () => {
    render(<SolutionView task={makeTask('t', { status: 'failed', error: '无法识别题目' })} />);
    expect(screen.getByRole('alert').textContent).toBe('失败原因：无法识别题目');
    expect(screen.queryByTestId('solution-video')).toBeNull();
    expect(screen.queryByTestId('final-answer')).toBeNull();
  });
});
