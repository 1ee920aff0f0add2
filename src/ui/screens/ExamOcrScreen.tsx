import { useActorRef, useSelector } from '@xstate/react';
import { type ClipboardEvent, type DragEvent, useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import type { ExamQuestion } from '../../../contract/exam-ocr';
import { UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../../contract/limits';
import { checkFiles } from '../../lib/file-check';
import { relativeTime } from '../../lib/relative-time';
import { saveDraft } from '../../machines/submission/actors';
import { examOcrText as T } from '../../text/exam-ocr';
import { Button, buttonClass } from '../components/form';
import { LoginRequired } from '../components/LoginRequired';
import { useSession } from '../session/useSession';
import { toastActions } from '../toast/toast-actor';
import { appExamOcrHistoryMachine, appExamOcrMachine } from './exam-ocr/examOcrBinding';

/** The question as one text: its stem and, for a choice question, its options. */
const questionText = (q: ExamQuestion) => [q.text, ...q.options.map((o) => `${o.label}. ${o.text}`)].join('\n');

/** /exam-ocr: a photo of an exam page becomes editable questions, each one a click away from being solved. */
export default function ExamOcrScreen() {
  const { isLoggedIn } = useSession();
  if (!isLoggedIn) return <LoginRequired message={T.loginMessage} />;
  return <ExamOcr />;
}

function ExamOcr() {
  const actor = useActorRef(appExamOcrMachine);
  const state = useSelector(actor, (s) => (s.matches('recognising') ? 'recognising' : (s.value as string)));
  const progress = useSelector(actor, (s) => s.context.progress);
  const result = useSelector(actor, (s) => s.context.result);
  const error = useSelector(actor, (s) => s.context.error);
  const [, navigate] = useLocation();
  const history = useActorRef(appExamOcrHistoryMachine);
  const cost = useSelector(history, (s) => s.context.cost);
  // A finished conversion joins the list.
  useEffect(() => {
    if (state === 'done' || state === 'failed') history.send({ type: 'examOcrHistory.reload' });
  }, [state, history]);

  const convert = (files: File[]) => {
    if (files.length === 0) return;
    const check = checkFiles(files.slice(0, 1), { accept: UPLOAD_MIME_TYPES, maxSize: UPLOAD_MAX_BYTES });
    if (!check.isValid) {
      for (const message of check.errors) toastActions.error(message);
      return;
    }
    actor.send({ type: 'examOcr.convert', file: files[0] });
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    convert([...e.dataTransfer.files]);
  };
  const onPaste = (e: ClipboardEvent) => convert([...e.clipboardData.files]);
  const solve = (q: ExamQuestion) => {
    saveDraft({ text: questionText(q), generateVideo: true });
    navigate('/');
  };
  const busy = state === 'uploading' || state === 'recognising' || state === 'loadingResult';

  return (
    <div className="mx-auto max-w-3xl" onPaste={onPaste}>
      <h1 className="text-2xl font-bold sm:text-3xl">{T.title}</h1>
      <p className="mt-2 text-gray-700 dark:text-gray-300">{T.intro}</p>
      {cost !== null && <p className="mt-1 text-sm text-gray-600 dark:text-gray-300">{T.cost(cost)}</p>}
      {!busy && (
        <section
          aria-label={T.choose}
          onDragOver={(e) => e.preventDefault()}
          onDrop={onDrop}
          className="mt-5 rounded-2xl border-2 border-dashed border-gray-300 p-6 text-center dark:border-gray-600"
        >
          <label className={buttonClass('primary', 'cursor-pointer')}>
            {state === 'done' ? T.again : T.choose}
            <input
              type="file"
              accept={UPLOAD_MIME_TYPES.join(',')}
              className="sr-only"
              data-testid="exam-ocr-file"
              onChange={(e) => {
                convert([...(e.target.files ?? [])]);
                e.target.value = '';
              }}
            />
          </label>
          <p className="mt-3 text-sm text-gray-600 dark:text-gray-300">{T.dropHint}</p>
        </section>
      )}
      {busy && (
        <div className="mt-5" role="status">
          <p>{state === 'uploading' ? T.uploading : T.recognising(progress)}</p>
          <progress className="mt-2 w-full" max={100} value={progress} aria-label={T.title} />
        </div>
      )}
      {state === 'failed' && error && (
        <div className="mt-5 rounded-xl border border-red-300 p-4 dark:border-red-700" role="alert">
          <h2 className="font-semibold">{T.failedTitle}</h2>
          <p className="mt-1 break-words">{error}</p>
        </div>
      )}
      {state === 'done' && result && (
        <section className="mt-6" aria-label={T.questionsTitle(result.questions.length)}>
          <h2 className="text-xl font-semibold">{T.questionsTitle(result.questions.length)}</h2>
          {result.message && <p className="mt-2 text-gray-700 dark:text-gray-300">{result.message}</p>}
          <ol className="mt-4 space-y-4">
            {result.questions.map((q, index) => (
              <QuestionCard
                key={`${q.number}-${index}`}
                question={q}
                onEdit={(text) => actor.send({ type: 'examOcr.editQuestion', index, text })}
                onSolve={() => solve(q)}
              />
            ))}
          </ol>
        </section>
      )}
      <PastConversions history={history} onOpen={(jobId) => actor.send({ type: 'examOcr.open', jobId })} />
    </div>
  );
}

function PastConversions({ history, onOpen }: { history: ActorRefFrom<typeof appExamOcrHistoryMachine>; onOpen(jobId: string): void }) {
  const items = useSelector(history, (s) => s.context.items);
  const error = useSelector(history, (s) => s.context.error);
  return (
    <section className="mt-8" aria-label={T.historyTitle}>
      <h2 className="text-lg font-semibold">{T.historyTitle}</h2>
      {error && <p className="mt-2 text-sm">{T.historyFailed(error)}</p>}
      {items.length === 0 && !error && <p className="mt-2 text-sm text-gray-600 dark:text-gray-300">{T.historyEmpty}</p>}
      <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700" data-testid="exam-ocr-history">
        {items.map((item) => (
          <li key={item.job_id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2">
            <span className="text-sm text-gray-600 dark:text-gray-300">{relativeTime(item.created_at)}</span>
            <span className="text-sm">{T.status[item.status]}</span>
            {item.status === 'completed' && <span className="text-sm">{T.historyItem(item.question_count)}</span>}
            <span className="min-w-0 flex-1 truncate">{item.excerpt}</span>
            <Button variant="secondary" onClick={() => onOpen(item.job_id)}>
              {T.open}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuestionCard({ question, onEdit, onSolve }: { question: ExamQuestion; onEdit(text: string): void; onSolve(): void }) {
  const [copied, setCopied] = useState(false);
  const label = T.question(question.number);
  const copy = async () => {
    await navigator.clipboard?.writeText(questionText(question)).catch(() => {});
    setCopied(true);
  };
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900" data-testid="exam-question">
      <label className="block font-semibold" htmlFor={`exam-q-${question.number}`}>
        {label}
      </label>
      <textarea
        id={`exam-q-${question.number}`}
        className="mt-2 min-h-20 w-full rounded-lg border border-gray-300 p-2 dark:border-gray-600 dark:bg-gray-800"
        value={question.text}
        onChange={(e) => onEdit(e.target.value)}
      />
      {question.options.length > 0 && (
        <ul className="mt-2 grid gap-1 sm:grid-cols-2" aria-label={T.options}>
          {question.options.map((o) => (
            <li key={o.label} className="break-words">
              {o.label}. {o.text}
            </li>
          ))}
        </ul>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button variant="secondary" onClick={copy}>
          {copied ? T.copied : T.copy}
        </Button>
        <Button onClick={onSolve}>{T.solve}</Button>
      </div>
    </li>
  );
}
