import type { Task } from '../../contract/tasks';

/** A complete Task as the server sends it (contract/tasks.ts). */
export function makeTask(id: string, overrides: Partial<Task> = {}): Task {
  return {
    id,
    task_id: id,
    problem_id: `p-${id}`,
    status: 'pending',
    stage: 'queued',
    progress: 0,
    generate_video: true,
    turbo_mode: false,
    cost: 7,
    charge_state: 'held',
    subject: 'math',
    problem_type: 'solution',
    problem_excerpt: 'x^2-5x+6=0 求解',
    result_markdown: null,
    final_answer: null,
    verification: null,
    engine: null,
    video_url: null,
    error: null,
    attempt: 1,
    created_at: '2025-06-07T08:00:00.000Z',
    updated_at: '2025-06-07T08:00:00.000Z',
    started_at: null,
    finished_at: null,
    events: [],
    ...overrides,
  };
}
