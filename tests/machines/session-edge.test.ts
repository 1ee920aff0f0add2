/** The app's session machine: every side effect and actor the machine leaves to the edge is provided. */
import { describe, expect, it } from 'vitest';
import { machine } from '../../src/machines/session/machine';
import { appSessionMachine } from '../../src/ui/session/session-actor';

const EDGE_ACTIONS = ['storeAuth', 'storeTokens', 'storeUser', 'storeLoggedOut', 'navigate', 'notifySuccess', 'notifyError'];

describe('session: the app provides what the machine leaves to the edge', () => {
  it.each(EDGE_ACTIONS)('action %s', (name) => {
    const placeholder = machine.implementations.actions[name];
    expect(placeholder).toBeTypeOf('function');
    expect(appSessionMachine.implementations.actions[name]).not.toBe(placeholder);
  });

  it.each(Object.keys(machine.implementations.actors))('actor %s', (name) => {
    expect(appSessionMachine.implementations.actors[name]).not.toBe(machine.implementations.actors[name]);
  });
});
