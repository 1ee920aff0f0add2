/**
 * Event paths for the solve machines' model-based tests. The models key their states coarsely
 * (a custom serializeState), so tests replay the events on the model to get exact expectations.
 */
import type { EventObject, Snapshot } from 'xstate';
import type { TestModel } from 'xstate/graph';
/**
 * One event sequence per edge of the model's graph (transition coverage): the shortest way to the
 * edge's source state, then the edge's event. `key` must be the serializeState given to the model.
 */
export function edgeEventPaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  testModel: TestModel<TSnapshot, TEvent, TInput>,
  key: (s: TSnapshot) => string,
): Array<{ description: string; events: TEvent[] }> {
  const toState = new Map<string, TEvent[]>();
  // Prefix paths are kept: every state needs its own shortest way in.
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
    toState.set(
      key(path.state),
      path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'),
    );
  }
  const out: Array<{ description: string; events: TEvent[] }> = [];
  for (const [vertex, { state, transitions }] of Object.entries(testModel.getAdjacencyMap())) {
    const prefix = toState.get(key(state)) ?? toState.get(vertex);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions) as Array<{ event: TEvent }>) {
      const events = [...prefix, event];
      out.push({ description: events.map((e) => e.type).join(' → '), events });
    }
  }
  return out;
}
