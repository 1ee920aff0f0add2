/**
 * State, transition and guard coverage measured on a REAL machine actor.
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
 * eventless ones as 'always'. A guarded transition has two outcomes, '<transition> [<guard>]: true'
 * (it was taken) and '…: false' (its guard was evaluated and failed, so a later alternative or no
 * transition was taken).
 *
 * Guard outcomes are read from xstate's inspection events, without evaluating any guard again:
 * each `@xstate.microstep` names the transitions it selected, and xstate picks them by walking the
 * active states from the deepest up, trying each state's candidates in order and stopping at the
 * first whose guard holds. So every guarded candidate met on that walk before the selected one, or
 * on a walk that selected nothing, was evaluated false.
 */
import type { AnyStateMachine, InspectionEvent } from 'xstate';

// Only the parts of xstate's StateNode / TransitionDefinition / MachineSnapshot that the walk reads.
interface NodeLike {
  id: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  parent?: NodeLike;
  states: Record<string, NodeLike>;
  transitions: Map<string, TransitionLike[]>;
  always?: TransitionLike[];
}
interface TransitionLike {
  source: NodeLike;
  target?: readonly NodeLike[] | undefined;
  eventType: string;
  guard?: unknown;
}
interface SnapshotLike {
  status: string;
  _nodes: NodeLike[];
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

function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') return guard.name || 'inline';
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'inline';
}

const guardKey = (t: TransitionLike, outcome: boolean) => `${transitionKey(t)} [${guardName(t.guard)}]: ${outcome}`;

/** Every state id, transition key and guard outcome of a machine, walked from machine.root. */
export function machineDefinition(machine: AnyStateMachine): { states: string[]; transitions: string[]; guards: string[] } {
  const states: string[] = [];
  const transitions: string[] = [];
  const guards: string[] = [];
  const add = (t: TransitionLike) => {
    transitions.push(transitionKey(t));
    if (t.guard) guards.push(guardKey(t, true), guardKey(t, false));
  };
  const walk = (node: NodeLike) => {
    states.push(node.id);
    for (const list of node.transitions.values()) for (const t of list) add(t);
    for (const t of node.always ?? []) add(t);
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as NodeLike);
  return { states, transitions, guards };
}

/** xstate's own candidate order: the exact event type first, then wildcard descriptors, longest first. */
function candidates(node: NodeLike, eventType: string): TransitionLike[] {
  const matches = (descriptor: string) =>
    descriptor === '*' || (descriptor.endsWith('.*') && eventType.startsWith(descriptor.slice(0, -1)));
  const wildcards = [...node.transitions.keys()]
    .filter((d) => d !== eventType && matches(d))
    .sort((a, b) => b.length - a.length)
    .flatMap((d) => node.transitions.get(d) ?? []);
  return [...(node.transitions.get(eventType) ?? []), ...wildcards];
}

type RecordOutcome = (t: TransitionLike, outcome: boolean) => void;

/**
 * Tries `list` in order the way xstate does: true when the walk stops here (a transition was
 * selected), false when every candidate failed its guard.
 */
function consult(list: TransitionLike[], selected: Set<TransitionLike>, record: RecordOutcome): boolean {
  for (const t of list) {
    if (selected.has(t)) {
      if (t.guard) record(t, true);
      return true;
    }
    if (!t.guard) return true; // Selected, then dropped as conflicting with another region's choice.
    record(t, false);
  }
  return false;
}

/** The walk of xstate's transitionNode(): a state is asked only when none of its active children selected. */
function recordEventGuards(before: SnapshotLike, eventType: string, selected: Set<TransitionLike>, record: RecordOutcome) {
  const active = new Set(before._nodes);
  const visit = (node: NodeLike): boolean => {
    const children = Object.values(node.states).filter((c) => active.has(c));
    let handled = false;
    if (node.type === 'parallel') {
      for (const child of children) if (visit(child)) handled = true;
    } else if (children[0]) {
      handled = visit(children[0]);
    }
    return handled || consult(candidates(node, eventType), selected, record);
  };
  const root = before._nodes.find((n) => !n.parent);
  if (root) visit(root);
}

/** Eventless selection: for each active leaf, its own and then its ancestors' `always` lists, in order. */
function recordEventlessGuards(before: SnapshotLike | undefined, selected: Set<TransitionLike>, record: RecordOutcome) {
  if (!before) {
    // The first eventless step after start: the configuration before it is not reported, so only
    // the lists holding a selected transition are known to have been tried.
    for (const t of selected) consult(t.source.always ?? [], selected, record);
    return;
  }
  for (const leaf of before._nodes.filter((n) => n.type === 'atomic' || n.type === 'final')) {
    for (let node: NodeLike | undefined = leaf; node; node = node.parent) {
      if (node.always && consult(node.always, selected, record)) break;
    }
  }
}

export interface CoverageOptions {
  /** Require every guard's true and false outcome (default true; false only while a machine's tests catch up). */
  guards?: boolean;
}

export interface Coverage {
  /** Pass as createActor(logic, { inspect }). Records only the root actor's own machine. */
  inspect: (event: InspectionEvent) => void;
  visitedStates: Set<string>;
  visitedTransitions: Set<string>;
  visitedGuards: Set<string>;
  /** What the machine defines that was never visited. */
  missing(machine: AnyStateMachine): { states: string[]; transitions: string[]; guards: string[] };
  /** Throws an Error naming every unvisited state, transition and guard outcome. */
  assertComplete(machine: AnyStateMachine, options?: CoverageOptions): void;
}

/** One tracker can watch many actors of the same machine (e.g. one per test path). */
export function trackCoverage(): Coverage {
  const visitedStates = new Set<string>();
  const visitedTransitions = new Set<string>();
  const visitedGuards = new Set<string>();
  const record: RecordOutcome = (t, outcome) => visitedGuards.add(guardKey(t, outcome));
  /** The last snapshot of each root actor: the configuration the next step starts from. */
  const latest = new Map<string, SnapshotLike>();
  const recordNodes = (snapshot: SnapshotLike) => {
    for (const n of snapshot._nodes ?? []) visitedStates.add(n.id);
  };
  const onMicrostep = (rootId: string, event: { type: string }, snapshot: SnapshotLike, transitions: TransitionLike[]) => {
    const before = latest.get(rootId);
    latest.set(rootId, snapshot);
    recordNodes(snapshot);
    for (const t of transitions) {
      visitedStates.add(t.source.id);
      visitedTransitions.add(transitionKey(t));
    }
    const selected = new Set(transitions);
    const eventless = transitions.length > 0 && transitions.every((t) => t.source.always?.includes(t));
    if (eventless) recordEventlessGuards(before, selected, record);
    else if (before && event.type !== 'xstate.init' && event.type !== 'xstate.stop')
      recordEventGuards(before, event.type, selected, record);
  };
  const onSettled = (rootId: string, snapshot: SnapshotLike) => {
    latest.set(rootId, snapshot);
    recordNodes(snapshot);
    // At rest every `always` guard of the active states was tried and failed.
    if (snapshot.status !== 'active') return;
    for (const node of snapshot._nodes ?? []) for (const t of node.always ?? []) if (t.guard) record(t, false);
  };
  const inspect = (ev: InspectionEvent) => {
    // Child actors (invoked promises) are not machines: only the machine's own steps count.
    if (ev.actorRef.sessionId !== ev.rootId) return;
    if (ev.type === '@xstate.microstep') {
      const step = ev as unknown as { event: { type: string }; snapshot: SnapshotLike; _transitions: TransitionLike[] };
      onMicrostep(ev.rootId, step.event, step.snapshot, step._transitions);
    } else if (ev.type === '@xstate.snapshot') {
      onSettled(ev.rootId, ev.snapshot as unknown as SnapshotLike);
    }
  };
  const missing = (machine: AnyStateMachine) => {
    const def = machineDefinition(machine);
    return {
      states: def.states.filter((s) => !visitedStates.has(s)),
      transitions: def.transitions.filter((t) => !visitedTransitions.has(t)),
      guards: def.guards.filter((g) => !visitedGuards.has(g)),
    };
  };
  return {
    inspect,
    visitedStates,
    visitedTransitions,
    visitedGuards,
    missing,
    assertComplete(machine, options = {}) {
      const m = missing(machine);
      const guards = (options.guards ?? true) ? m.guards : [];
      if (m.states.length || m.transitions.length || guards.length) {
        throw new Error(
          `Machine '${machine.id}' coverage incomplete.\n` +
            (m.states.length ? `Unvisited states:\n  ${m.states.join('\n  ')}\n` : '') +
            (m.transitions.length ? `Unvisited transitions:\n  ${m.transitions.join('\n  ')}\n` : '') +
            (guards.length ? `Guard outcomes never seen:\n  ${guards.join('\n  ')}` : ''),
        );
      }
    },
  };
}
