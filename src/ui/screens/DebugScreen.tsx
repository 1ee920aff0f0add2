import { useActorRef, useSelector } from '@xstate/react';
import { Link, useParams } from 'wouter';
import type { ActorRefFrom } from 'xstate';
import { DEBUG_FILE_TAGS, type DebugFileList } from '../../../contract/videos';
import type { machine } from '../../machines/debug-job/machine';
import * as sel from '../../machines/debug-job/selectors';
import { SOLVE } from '../../text/solve';
import { VIDEOS } from '../../text/videos';
import { Button, FormError, linkClass } from '../components/form';
import { Loading } from '../components/Loading';
import { LoginPrompt } from '../components/solve/LoginPrompt';
import { appDebugJobMachine } from '../components/video/bindings';
import { DebugFileView } from '../components/video/DebugFileView';
import { useSession } from '../session/useSession';

type JobRef = ActorRefFrom<typeof machine>;

const boxClass = 'rounded-xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900';

function Stages({ listing }: { listing: DebugFileList }) {
  return (
    <section aria-labelledby="debug-stages" className={boxClass}>
      <h2 id="debug-stages" className="mb-2 text-lg font-semibold">
        {VIDEOS.debug.stages}
      </h2>
      <table className="w-full text-sm" data-testid="debug-stages">
        <thead>
          <tr className="text-left text-gray-700 dark:text-gray-300">
            <th className="py-1 font-medium">{VIDEOS.debug.stage}</th>
            <th className="py-1 text-right font-medium">{VIDEOS.debug.ms}</th>
          </tr>
        </thead>
        <tbody>
          {listing.stages.map((s, i) => (
            <tr key={`${s.name}-${i}`} className="border-t border-gray-200 dark:border-gray-700">
              <td className="py-1 break-all">{s.name}</td>
              <td className="py-1 text-right tabular-nums">{VIDEOS.debug.msValue(s.ms)}</td>
            </tr>
          ))}
          <tr className="border-t border-gray-300 font-semibold dark:border-gray-600">
            <td className="py-1">{VIDEOS.debug.total}</td>
            <td className="py-1 text-right tabular-nums">{VIDEOS.debug.msValue(listing.total_ms)}</td>
          </tr>
        </tbody>
      </table>
    </section>
  );
}

function Files({ actor, listing }: { actor: JobRef; listing: DebugFileList }) {
  const opened = useSelector(actor, sel.selectOpened);
  const opening = useSelector(actor, sel.selectIsOpening);
  const fileError = useSelector(actor, sel.selectFileError);
  return (
    <section aria-labelledby="debug-files" className="space-y-4">
      <h2 id="debug-files" className="text-lg font-semibold">
        {VIDEOS.debug.files}
      </h2>
      {fileError ? <FormError>{fileError}</FormError> : null}
      {DEBUG_FILE_TAGS.map((tag) => {
        const files = listing.files.filter((f) => f.tag === tag);
        return (
          <section key={tag} aria-labelledby={`debug-tag-${tag}`} className={boxClass} data-testid={`debug-tag-${tag}`}>
            <h3 id={`debug-tag-${tag}`} className="mb-2 font-semibold">
              {VIDEOS.debug.tags[tag]}
            </h3>
            {files.length === 0 ? (
              <p className="text-sm text-gray-600 dark:text-gray-400">{VIDEOS.debug.noFiles}</p>
            ) : (
              <ul className="space-y-2">
                {files.map((file) => {
                  const isOpen = opened?.file.tag === tag && opened.file.file_name === file.file_name;
                  return (
                    <li key={file.file_name} className="space-y-2" data-testid="debug-file">
                      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
                        <span className="min-w-0 font-mono text-sm break-all">{file.file_name}</span>
                        <span className="text-xs text-gray-600 dark:text-gray-400">{VIDEOS.debug.bytes(file.bytes)}</span>
                        <Button
                          variant="secondary"
                          className="ml-auto"
                          aria-expanded={isOpen}
                          aria-label={isOpen ? VIDEOS.debug.closeFile(file.file_name) : VIDEOS.debug.openFile(file.file_name)}
                          onClick={() => actor.send(isOpen ? { type: 'debug.closeFile' } : { type: 'debug.openFile', file })}
                        >
                          {isOpen ? VIDEOS.debug.close : VIDEOS.debug.open}
                        </Button>
                      </div>
                      {isOpen ? opened.blob ? <DebugFileView file={file} blob={opened.blob} /> : opening ? <Loading /> : null : null}
                    </li>
                  );
                })}
              </ul>
            )}
          </section>
        );
      })}
    </section>
  );
}

function DebugJob({ jobId }: { jobId: string }) {
  const actor = useActorRef(appDebugJobMachine, { input: { jobId } });
  const listing = useSelector(actor, sel.selectListing);
  const notFound = useSelector(actor, sel.selectNotFound);
  const failed = useSelector(actor, sel.selectFailed);
  const error = useSelector(actor, sel.selectError);

  if (notFound) {
    return (
      <p
        className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-amber-900 dark:border-amber-800 dark:bg-amber-950 dark:text-amber-100"
        data-testid="debug-not-found"
      >
        {VIDEOS.debug.notFound}
      </p>
    );
  }
  if (failed) {
    return (
      <div className="space-y-3">
        <FormError>{VIDEOS.debug.loadFailed(error ?? '')}</FormError>
        <Button variant="secondary" onClick={() => actor.send({ type: 'debug.reload' })}>
          {VIDEOS.debug.reload}
        </Button>
      </div>
    );
  }
  if (!listing) return <Loading />;
  return (
    <div className="space-y-5">
      <Stages listing={listing} />
      <Files actor={actor} listing={listing} />
    </div>
  );
}

/** /debug/{jobId}: a video job's files by tag, each openable, and the render's stages and timings (spec §7). */
export default function DebugScreen() {
  const { jobId = '' } = useParams<{ jobId: string }>();
  const { isLoggedIn, status } = useSession();
  if (status === 'restoring') return <Loading />;
  if (!isLoggedIn) return <LoginPrompt title={VIDEOS.debug.title} />;
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{VIDEOS.debug.title}</h1>
        <p className="flex flex-wrap items-center gap-2 text-sm text-gray-700 dark:text-gray-300">
          <span className="font-mono break-all">{VIDEOS.debug.job(jobId)}</span>
          <Link href={`/task/${encodeURIComponent(jobId)}`} className={`${linkClass} inline-flex min-h-10 items-center px-1`}>
            {SOLVE.task.title}
          </Link>
        </p>
      </header>
      <DebugJob key={jobId} jobId={jobId} />
    </div>
  );
}
