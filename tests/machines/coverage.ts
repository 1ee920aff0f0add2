/**
 * State and transition coverage measured on a REAL machine actor.
 *
 *   const cov = trackCoverage();                       // one per test file
 *   const actor = createActor(logic, { inspect: cov.inspect, clock });
 *   …drive it…
 *   cov.assertComplete(logic);                          // throws, listing what was never visited
 *
 * Keys: states by id ('session.auth.anonymous'); transitions as
 * '<source id> --<event type>[#n]--> <target ids | (self)>', where #n is the index of a guarded
 * alternative (only when a source has several candidates for one event). Delayed transitions show
 * as 'xstate.after.<delay>.<source id>', invoke results as 'xstate.done.actor.…' / 'xstate.error.actor.…',
 * eventless ones as 'always'.
 */
import type { AnyStateMachine, InspectionEvent } from 'xstate';

// Only the parts of xstate's StateNode / TransitionDefinition that the walk reads.
interface NodeLike {
  id: string;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}
interface TransitionLike {
  source: NodeLike;
  target?: readonly NodeLike[] | undefined;
  eventType: string;
}

function transitionKey(t: TransitionLike): string {
  const always = t.source.always ?? [];
  const isAlways = always.includes(t);
  const list = isAlways ? always : (t.source.transitions.get(t.eventType) ?? [t]);
  const index = list.indexOf(t);
  const event = isAlways ? 'always' : t.eventType;
  const alt = list.length > 1 ? `#${index}` : '';
  const targets = t.target?.length ? t.target.map((n) => n.id).join(',') : '(self)';
  return `${t.source.id} --${event}${alt}--> ${targets}`;
}

/** Every state id and every transition key of a machine, walked from machine.root. */
export function machineDefinition(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: NodeLike) => {
    states.push(node.id);
    for (const list of node.transitions.values()) for (const t of list) transitions.push(transitionKey(t));
    for (const t of node.always ?? []) transitions.push(transitionKey(t));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return { states, transitions };
}

export interface Coverage {
  /** Pass as createActor(logic, { inspect }). Records only the root actor's own machine. */
  inspect: (event: InspectionEvent) => void;
  visitedStates: Set<string>;
  visitedTransitions: Set<string>;
  /** What the machine defines that was never visited. */
  missing(machine: AnyStateMachine): { states: string[]; transitions: string[] };
  /** Throws an Error naming every unvisited state and transition. */
  assertComplete(machine: AnyStateMachine): void;
}

/** One tracker can watch many actors of the same machine (e.g. one per test path). */
export function trackCoverage(): Coverage {
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  const recordNodes = (snapshot: unknown) => {
    const nodes = (snapshot as { _nodes?: NodeLike[] })._nodes;
    if (nodes) for (const n of nodes) visitedStates.add(n.id);
  };
  const inspect = (ev: InspectionEvent) => {
    // Child actors (invoked promises) are not machines: only the machine's own steps count.
    if (ev.actorRef.sessionId !== ev.rootId) return;
    if (ev.type === '@xstate.microstep') {
      recordNodes(ev.snapshot);
      for (const t of (ev as unknown as { _transitions: TransitionLike[] })._transitions) {
        visitedStates.add(t.source.id);
        visitedTransitions.add(transitionKey(t));
      }
    } else if (ev.type === '@xstate.snapshot') {
      recordNodes(ev.snapshot);
    }
  };
  const missing = (machine: AnyStateMachine) => {
    const def = machineDefinition(machine);
    return {
      states: def.states.filter((s) => !visitedStates.has(s)),
      transitions: def.transitions.filter((t) => !visitedTransitions.has(t)),
    };
  };
  return {
    inspect,
    visitedStates,
    visitedTransitions,
    missing,
    assertComplete(machine) {
      const m = missing(machine);
      if (m.states.length || m.transitions.length) {
        throw new Error(
          `Machine '${machine.id}' coverage incomplete.\n` +
            (m.states.length ? `Unvisited states:\n  ${m.states.join('\n  ')}\n` : '') +
            (m.transitions.length ? `Unvisited transitions:\n  ${m.transitions.join('\n  ')}` : ''),
        );
      }
    },
  };
}
