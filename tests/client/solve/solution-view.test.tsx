// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SolutionView } from '../../../src/ui/components/solve/SolutionView';
import { makeTask } from '../../machines/task-client-fixtures';

afterEach(cleanup);

describe('SolutionView', () => {
  it('shows the final answer in its own box and 已验证 when verification.status is verified', async () => {
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
    // The player loads on demand (its chunk is not part of the page's first screen).
    expect((await screen.findByTestId('solution-video')).getAttribute('src')).toBe('/media/t/solution.mp4');
  });

  it('warns visibly on a mismatch and says nothing about an answer nobody could check', () => {
    const { rerender } = render(
      <SolutionView
        task={makeTask('t', { status: 'completed', final_answer: '1', verification: { status: 'mismatch', note: '代入后不成立' } })}
      />,
    );
    expect(screen.getByRole('note').textContent).toContain('验算不一致');
    expect(screen.getByRole('note').textContent).toContain('代入后不成立');
    rerender(
      <SolutionView
        task={makeTask('t', { status: 'completed', final_answer: '1', verification: { status: 'unverified', note: '无法自动验算' } })}
      />,
    );
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

  it('shows the HTML the server rendered, math and all, instead of the Markdown it came from', () => {
    const { container } = render(
      <SolutionView
        task={makeTask('t', {
          status: 'completed',
          final_answer: '$x=2$',
          final_answer_html: '<p><span class="math-inline"><svg role="img" aria-label="x 等于 2"></svg></span></p>',
          result_markdown: '**步骤** $$x=2$$',
          result_html: '<p><strong>步骤</strong></p><div class="math-display"><svg role="img" aria-label="x 等于 2"></svg></div>',
        })}
      />,
    );
    expect(screen.getByTestId('final-answer').querySelector('.math-inline svg')?.getAttribute('aria-label')).toBe('x 等于 2');
    expect(screen.getByText('步骤').tagName).toBe('STRONG');
    expect(container.querySelector('.math-display svg')).not.toBeNull();
    expect(container.textContent).not.toContain('$');
  });

  it('shows the Markdown as plain text when a server sends no HTML', () => {
    render(<SolutionView task={makeTask('t', { status: 'completed', final_answer: '$x=2$', result_markdown: '**步骤**\n$x=2$' })} />);
    expect(screen.getByTestId('final-answer').textContent).toContain('$x=2$');
    expect(screen.getByText(/\*\*步骤\*\*/).className).toContain('whitespace-pre-wrap');
  });
});
