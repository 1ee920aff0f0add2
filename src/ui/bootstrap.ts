import { configureRefresh } from '../api/client';
import { startEarlyDetail } from '../machines/problem-detail/early-detail';
import { createRefreshService } from '../machines/token-refresh/service';
import { sessionActor } from './session/session-actor';
import { initTheme } from './theme';

let started = false;

/** Starts the app-wide actors once: token refresh (wired into the API client), session, theme. */
export function bootstrap(): void {
  if (started) return;
  started = true;
  initTheme();
  configureRefresh(createRefreshService().refresh);
  sessionActor.start();
  // A problem page's data is asked for now, not after its route's code has arrived (decision 0043).
  startEarlyDetail(location.pathname);
  // Returning to the tab asks for a validation; the session machine's 60 s cache decides.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') sessionActor.send({ type: 'session.validate' });
  });
}
