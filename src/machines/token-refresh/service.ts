import { type Actor, createActor } from 'xstate';
import { tokenRefreshImplementations } from './actors';
import { machine, type TokenRefreshMachine } from './machine';

export interface RefreshService {
  actor: Actor<TokenRefreshMachine>;
  /** Resolves when the shared refresh succeeded (tokens stored); rejects when it failed. */
  refresh: () => Promise<void>;
}

/** A running token-refresh actor; pass `service.refresh` to the API client's configureRefresh(). */
export function createRefreshService(logic: TokenRefreshMachine = machine.provide(tokenRefreshImplementations)): RefreshService {
  const actor = createActor(logic).start();
  return {
    actor,
    refresh: () => new Promise<void>((resolve, reject) => actor.send({ type: 'refresh.request', waiter: { resolve, reject } })),
  };
}
