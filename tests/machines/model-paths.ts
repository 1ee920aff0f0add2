/**
 * Paths for model-based tests that cover every transition of the MODEL (not just every state):
 * for each edge (state, event → next state) of the model's adjacency map, the shortest path to
 * `state` followed by that edge (events the model does not accept in `state` are skipped; model
 * an event that must be ignored as a targetless `{}` transition so that it is tested too). Drive the real machine from each path with testModel.testPath().
 *
 *   const model = createTestModel(modelMachine, { events });
 *   for (const path of edgePaths(model))
 *     it(path.description, () => runPath(modelMachine, path, { events: {...drive real…}, check: (m) => {...} }));
 */
import { type AnyActorLogic, type EventObject, getInitialSnapshot, getNextSnapshot, type Snapshot } from 'xstate';
import type { StatePath, TestModel } from 'xstate/graph';

export interface EdgePath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject> extends StatePath<TSnapshot, TEvent> {
  description: string;
}

/** The default vertex identity: state value + context. */
export const defaultKey = (s: Snapshot<unknown>) => {
  const m = s as unknown as { value?: unknown; context?: unknown };
  return JSON.stringify({ value: m.value, context: m.context });
};

/** True when the model has an enabled transition for the event (a targetless `{}` counts: 'ignored'). */
function accepts(state: Snapshot<unknown>, event: EventObject): boolean {
  const s = state as unknown as { machine?: { getTransitionData(s: unknown, e: EventObject): unknown[] } };
  return !s.machine || (s.machine.getTransitionData(state, event)?.length ?? 0) > 0;
}

const describeEvent = (e: EventObject) => {
  const { type, ...rest } = e as EventObject & Record<string, unknown>;
  const payload = Object.keys(rest).length ? ` ${JSON.stringify(rest)}` : '';
  return `${type}${payload}`;
};

/**
 * `key` identifies a vertex; pass the same function as createTestModel's `serializeState` when some
 * context (e.g. the effects a step must produce) should not split vertices.
 */
export function edgePaths<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject, TInput>(
  model: TestModel<TSnapshot, TEvent, TInput>,
  key: (s: TSnapshot) => string = defaultKey,
): Array<EdgePath<TSnapshot, TEvent>> {
  const keyOf = key;
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
    for (const edge of Object.values(vertex.transitions) as Array<{ event: TEvent; state: TSnapshot }>) {
      // The traversal also lists events the model does not accept (no transition): skip those.
      if (!accepts(vertex.state, edge.event)) continue;
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

export interface RunPathParams<TSnapshot, TEvent extends EventObject> {
  /** Drive the real system for a model event (send it, settle a pending call, move the clock…). */
  events: { [K in TEvent['type']]?: (event: Extract<TEvent, { type: K }>) => unknown };
  /** Compare the real system with the model's snapshot after each step. */
  check: (model: TSnapshot, event: TEvent) => void | Promise<void>;
}

/**
 * Runs one path: for each event, drives the real system, then advances the MODEL from its own true
 * previous snapshot (not the traversal's representative one, which may differ in context that was
 * left out of the vertex key) and checks the real system against it.
 */
export async function runPath<TSnapshot extends Snapshot<unknown>, TEvent extends EventObject>(
  logic: AnyActorLogic,
  path: { steps: Array<{ event: TEvent }>; description?: string },
  params: RunPathParams<TSnapshot, TEvent>,
): Promise<void> {
  let snapshot = getInitialSnapshot(logic) as TSnapshot;
  for (const [i, step] of path.steps.entries()) {
    const event = step.event;
    if (event.type === 'xstate.init') continue;
    const exec = (params.events as Record<string, ((e: TEvent) => unknown) | undefined>)[event.type];
    if (!exec) throw new Error(`No executor for model event ${event.type}`);
    try {
      await exec(event);
      snapshot = getNextSnapshot(logic, snapshot, event) as TSnapshot;
      await params.check(snapshot, event);
    } catch (err) {
      if (err instanceof Error) err.message += `\n  at step ${i} (${describeEvent(event)}) of: ${path.description ?? ''}`;
      throw err;
    }
  }
}
