import { SOLVE } from '../../../text/solve';
import { LoginRequired } from '../LoginRequired';

/** Visitors on history, problem and task pages are asked to log in. */
export function LoginPrompt({ title }: { title: string }) {
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{title}</h1>
      <LoginRequired message={SOLVE.auth.promptDetail} />
    </div>
  );
}
