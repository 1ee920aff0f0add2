import { useActorRef } from '@xstate/react';
import { useRef } from 'react';
import { Link } from 'wouter';
import { SOLVE } from '../../text/solve';
import { siteText } from '../../text/zh';
import { linkClass } from '../components/form';
import { QuestionBox } from '../components/solve/QuestionBox';
import { Suggestions } from '../components/solve/Suggestions';
import { appSubmissionMachine } from '../components/solve/submissionBinding';
import { useSession } from '../session/useSession';

/** Home (spec §2): greeting, credits, the question box and five suggested questions. */
export default function HomeScreen() {
  const { user, isLoggedIn } = useSession();
  const submission = useActorRef(appSubmissionMachine);
  const textareaRef = useRef<HTMLTextAreaElement | null>(null);

  return (
    <div className="space-y-8">
      <section aria-labelledby="home-title" className="space-y-2">
        <h1 id="home-title" className="text-2xl font-bold sm:text-3xl">
          {isLoggedIn && user ? SOLVE.home.greetingUser(user.username) : SOLVE.home.greetingVisitor}
        </h1>
        <p className="text-gray-700 dark:text-gray-300">
          <span className="font-medium text-brand-700 dark:text-blue-300">{siteText.tagline}</span> · {SOLVE.home.subtitle}
        </p>
        {isLoggedIn && user ? (
          <p className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
            <span className="text-gray-700 dark:text-gray-300">
              {SOLVE.home.creditsLabel}：
              <span className="font-semibold text-gray-900 dark:text-gray-50" data-testid="home-credits">
                {SOLVE.home.creditsValue(user.credits)}
              </span>
            </span>
            <Link href="/credits" className={`${linkClass} inline-flex min-h-6 items-center`}>
              {SOLVE.home.upgrade}
            </Link>
          </p>
        ) : null}
      </section>

      <QuestionBox
        actor={submission}
        isLoggedIn={isLoggedIn}
        balance={isLoggedIn && user ? user.credits : null}
        textareaRef={textareaRef}
      />

      <Suggestions
        onPick={(text) => {
          submission.send({ type: 'submission.textChanged', text });
          textareaRef.current?.focus();
        }}
      />
    </div>
  );
}
