import type { AnyStateMachine, AnyStateNode, InspectionEvent } from 'xstate';

/**
 * Coverage of a real machine's definition: every state node entered and every transition taken
 * (guarded branches, eventless `always`, delayed `after`, invoke onDone/onError), recorded from
 * the actor's inspection events over any number of actors.
 */
export function createSolveCoverage(machine: AnyStateMachine) {
  const allStates = new Set<string>();
  const allTransitions = new Set<string>();
  const seenStates = new Set<string>();
  const seenTransitions = new Set<string>();

  const keyOf = (source: AnyStateNode, eventType: string, index: number) =>
    `${source.id} --${eventType || '(always)'}[${index}]`;

  const walk = (node: AnyStateNode) => {
    allStates.add(node.id);
    for (const [eventType, defs] of node.transitions) defs.forEach((_, i) => allTransitions.add(keyOf(node, eventType, i)));
    (node.always ?? []).forEach((_, i) => allTransitions.add(keyOf(node, '', i)));
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);

  const inspect = (ev: InspectionEvent) => {
    if (ev.type === '@xstate.snapshot' || ev.type === '@xstate.microstep') {
      const nodes = (ev.snapshot as { _nodes?: AnyStateNode[] })._nodes;
      if (nodes && (ev.snapshot as { machine?: unknown }).machine) {
        for (const n of nodes) if (allStates.has(n.id)) seenStates.add(n.id);
      }
    }
    if (ev.type === '@xstate.microstep') {
      for (const t of ev._transitions as Array<{ source: AnyStateNode; eventType: string }>) {
        const defs = t.eventType === '' ? (t.source.always ?? []) : (t.source.transitions.get(t.eventType) ?? []);
        const index = defs.indexOf(t as never);
        seenTransitions.add(keyOf(t.source, t.eventType, index));
        // A transient state (left by `always` in the same macrostep) shows up only as a source.
        for (let n: AnyStateNode | undefined = t.source; n; n = n.parent) seenStates.add(n.id);
      }
    }
  };

  return {
    inspect,
    allStates,
    allTransitions,
    missingStates: () => [...allStates].filter((s) => !seenStates.has(s)),
    missingTransitions: () => [...allTransitions].filter((t) => !seenTransitions.has(t)),
  };
}

interface TraversableModel<TSnapshot, TEvent> {
  getShortestPaths(options: { allowDuplicatePaths: boolean }): Array<{ state: TSnapshot; steps: Array<{ event: TEvent }> }>;
  getAdjacencyMap(): Record<string, { state: TSnapshot; transitions: Record<string, { event: TEvent; state: TSnapshot }> }>;
}

/**
 * One event sequence per edge of the model's graph (transition coverage): the shortest way to the
 * edge's source state, then the edge's event. `key` must be the serializeState given to the model.
 */
export function edgeEventPaths<TSnapshot, TEvent extends { type: string }>(
  testModel: TraversableModel<TSnapshot, TEvent>,
  key: (s: TSnapshot) => string,
): Array<{ description: string; events: TEvent[] }> {
  const toState = new Map<string, TEvent[]>();
  // Prefix paths are kept: every state needs its own shortest way in.
  for (const path of testModel.getShortestPaths({ allowDuplicatePaths: true })) {
    toState.set(key(path.state), path.steps.map((s) => s.event).filter((e) => e.type !== 'xstate.init'));
  }
  const out: Array<{ description: string; events: TEvent[] }> = [];
  for (const [vertex, { state, transitions }] of Object.entries(testModel.getAdjacencyMap())) {
    const prefix = toState.get(key(state)) ?? toState.get(vertex);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions)) {
      const events = [...prefix, event];
      out.push({ description: events.map((e) => e.type).join(' → '), events });
    }
  }
  return out;
}
