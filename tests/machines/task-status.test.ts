import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { createTaskEvents } from '../../src/machines/task-status/actors';
import { machine, POLL_INTERVAL_MS } from '../../src/machines/task-status/machine';
import { selectIsLive } from '../../src/machines/task-status/selectors';
import { isActive, isTerminal } from '../../src/machines/task-status/statuses';
import { toStatusUpdate, type StatusUpdate } from '../../src/machines/task-status/updates';
import { STATUS_DISPLAY, stageLabel } from '../../src/ui/components/solve/displayMaps';
import { selectDisplay, selectStageLabel } from '../../src/ui/components/solve/taskStatusView';
import { controlledActor, flush } from './task-client-support';
import { fakeStreams } from './task-status-support';

describe('task status display (spec §3)', () => {
  it('maps every status to its label, tone and icon', () => {
    expect(STATUS_DISPLAY).toEqual({
      pending: { label: '等待中', tone: 'warning', icon: 'clock' },
      processing: { label: '处理中', tone: 'info', icon: 'spinner' },
      completed: { label: '已完成', tone: 'success', icon: 'check' },
      failed: { label: '失败', tone: 'danger', icon: 'cross' },
      stopped: { label: '已停止', tone: 'secondary', icon: 'stop' },
    });
  });

  it('knows the terminal and the active statuses, and names stages in Chinese', () => {
    expect(['pending', 'processing', 'completed', 'failed', 'stopped'].filter((s) => isTerminal(s as never))).toEqual([
      'completed',
      'failed',
      'stopped',
    ]);
    expect(isActive('processing')).toBe(true);
    expect(isActive('stopped')).toBe(false);
    expect(stageLabel('rendering_video')).toBe('生成视频');
  });
});

describe('status updates', () => {
  it('reads a DetailStatus or a Task (the API client has taken it out of the envelope), and ignores the rest', () => {
    expect(toStatusUpdate('{"task_id":"t","status":"processing","stage":"solving","progress":42.4}')).toEqual({
      task_id: 't',
      status: 'processing',
      stage: 'solving',
      progress: 42,
    });
    expect(toStatusUpdate({ status: 'failed', error: '超时' })).toEqual({
      status: 'failed',
      error: '超时',
    });
    // The envelope is read in one place only, src/api/client.ts.
    expect(toStatusUpdate({ success: true, data: { status: 'failed', error: '超时' } })).toBeNull();
    expect(toStatusUpdate({ status: 'done?' })).toBeNull();
    expect(toStatusUpdate('not json')).toBeNull();
    expect(toStatusUpdate({ status: 'processing', progress: 150, stage: 'nowhere' })).toEqual({
      status: 'processing',
      progress: 100,
    });
  });
});

describe('task status machine', () => {
  function start(status: StatusUpdate['status'] = 'pending') {
    const streams = fakeStreams();
    const poll = controlledActor<StatusUpdate, { taskId: string }>();
    const clock = new SimulatedClock();
    const actor = createActor(machine.provide({ actors: { watchStatus: createTaskEvents(streams.open), fetchStatus: poll.logic } }), {
      input: { taskId: 't1', status },
      clock,
    }).start();
    return { actor, streams, poll, clock };
  }

  it('subscribes to the task events stream with the task id in the path', () => {
    const { streams, actor } = start();
    expect(streams.opened).toHaveLength(1);
    expect(streams.last().url).toContain('/api/v1/tasks/t1/events');
    expect(selectIsLive(actor.getSnapshot())).toBe(true);
  });

  it('follows stream messages, including named "status" events, until a terminal status', () => {
    const { streams, actor } = start();
    streams.last().emit({ task_id: 't1', status: 'processing', stage: 'solving', progress: 40 }, 'status');
    expect(actor.getSnapshot().context).toMatchObject({ status: 'processing', stage: 'solving', progress: 40, source: 'stream' });
    expect(selectDisplay(actor.getSnapshot()).label).toBe('处理中');
    expect(selectStageLabel(actor.getSnapshot())).toBe('解题中');
    streams.last().emit({ task_id: 't1', status: 'completed', stage: 'done' });
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context.progress).toBe(100);
    expect(streams.last().closed).toBe(true);
  });

  it('falls back to polling detail-status every 2 s when the stream errors, and stops at a terminal status', async () => {
    const { streams, actor, poll, clock } = start();
    streams.last().fail();
    expect(streams.last().closed).toBe(true);
    expect(poll.calls).toHaveLength(1);
    expect(poll.last().input).toEqual({ taskId: 't1' });
    poll.last().resolve({ status: 'processing', stage: 'verifying', progress: 80 });
    await flush();
    expect(actor.getSnapshot().value).toEqual({ polling: 'waiting' });
    clock.increment(POLL_INTERVAL_MS - 1);
    expect(poll.calls).toHaveLength(1);
    clock.increment(1);
    expect(poll.calls).toHaveLength(2);
    poll.last().resolve({ status: 'failed', stage: 'solving', error: '求解失败' });
    await flush();
    expect(actor.getSnapshot().value).toBe('settled');
    expect(actor.getSnapshot().context.error).toBe('求解失败');
    clock.increment(POLL_INTERVAL_MS * 5);
    expect(poll.calls).toHaveLength(2);
  });

  it("closes the stream on the server's `end` event and polls when no terminal status came first", () => {
    const { streams, actor, poll } = start();
    streams.last().emit({ reason: 'deleted' }, 'end');
    expect(streams.last().closed).toBe(true);
    expect(actor.getSnapshot().value).toEqual({ polling: 'fetching' });
    expect(poll.calls).toHaveLength(1);
  });

  it('does not watch a task that has already finished', () => {
    const { actor, streams } = start('completed');
    expect(actor.getSnapshot().value).toBe('settled');
    expect(streams.opened).toHaveLength(0);
  });

  it('uses 2000 ms between polls (spec brief)', () => {
    expect(POLL_INTERVAL_MS).toBe(2000);
  });
});
