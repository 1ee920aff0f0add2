/**
 * Paths for model-based tests that cover every transition of the MODEL (not just every state):
 * for each edge (state, event → next state) of the model's adjacency map, the shortest path to
 * `state` followed by that edge. Drive the real machine from each path with testModel.testPath().
 *
 *   const model = createTestModel(modelMachine, { events });
 *   for (const path of edgePaths(model)) it(path.description, () => model.testPath(path, params));
 */
import type { EventObject, Snapshot } from 'xstate';
import type { StatePath, TestModel } from 'xstate/graph';

export interface EdgePath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> extends StatePath<TSnapshot, TEvent> {
  description: string;
}

const keyOf = (s: Snapshot<unknown>) => {
  const m = s as unknown as { value?: unknown; context?: unknown };
  return JSON.stringify({ value: m.value, context: m.context });
};

const describeEvent = (e: EventObject) => {
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  const payload = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${payload}`;
};

export function edgePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
): Array<EdgePath<TSnapshot, TEvent>> {
  const shortest = new Map<string, StatePath<TSnapshot, TEvent>>();
  for (const p of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = keyOf(p.state);
    const known = shortest.get(key);
    if (!known || p.steps.length < known.steps.length) shortest.set(key, p);
  }
  const adjacency = model.getAdjacencyMap();
  const paths: Array<EdgePath<TSnapshot, TEvent>> = [];
  const seen = new Set<string>();
  for (const vertex of Object.values(adjacency)) {
    const prefix = shortest.get(keyOf(vertex.state));
    if (!prefix) continue;
    for (const edge of Object.values(vertex.transitions)) {
      const edgeKey = `${keyOf(vertex.state)} ${JSON.stringify(edge.event)}`;
      if (seen.has(edgeKey)) continue;
      seen.add(edgeKey);
      const steps = [...prefix.steps, { event: edge.event, state: edge.state }];
      paths.push({
        state: edge.state,
        steps,
        weight: steps.length,
        description: steps.map((s) => describeEvent(s.event)).join(' → '),
      });
    }
  }
  return paths;
}
