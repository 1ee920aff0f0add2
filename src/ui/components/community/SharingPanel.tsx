import { useActorRef, useSelector } from '@xstate/react';
import { useId } from 'react';
import type { Sharing, SharingUpdate } from '../../../../contract/community';
import * as sel from '../../../machines/problem-sharing/selectors';
import { COMMUNITY } from '../../../text/community';
import { Button } from '../form';
import { Icon } from '../solve/Icon';
import { appProblemSharingMachine } from './bindings';

const T = COMMUNITY.sharing;

function Choice({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled: boolean;
  onChange: (v: boolean) => void;
}) {
  const id = useId();
  return (
    <div className="flex min-h-11 items-center gap-2">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(e) => onChange(e.target.checked)}
        className="size-6 shrink-0 accent-brand-600"
      />
      <label htmlFor={id} className="text-sm text-gray-800 dark:text-gray-200">
        {label}
      </label>
    </div>
  );
}

function stateLine(s: Sharing): string {
  if (s.visibility === 'private') return T.isPrivate;
  return s.listed ? T.isPublic : T.waiting;
}

/** On my own problem: the notice before anything goes public, then public or private, my name, my photos. */
export function SharingPanel({ problemId }: { problemId: string }) {
  const actor = useActorRef(appProblemSharingMachine, { input: { problemId } });
  const sharing = useSelector(actor, sel.selectSharing);
  const busy = useSelector(actor, sel.selectIsBusy);
  const titleId = useId();
  if (!sharing) return null;
  const update = (patch: SharingUpdate) => actor.send({ type: 'sharing.update', patch });
  return (
    <section
      aria-labelledby={titleId}
      data-testid="sharing-panel"
      className="space-y-3 rounded-2xl border border-gray-200 bg-white p-4 dark:border-gray-700 dark:bg-gray-900"
    >
      {sharing.notice_acknowledged ? (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {T.title}
          </h2>
          <p className="flex items-center gap-2 text-sm text-gray-800 dark:text-gray-200" data-testid="sharing-state">
            <Icon name={sharing.visibility === 'private' ? 'shield' : 'info'} />
            {stateLine(sharing)}
          </p>
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => update({ visibility: sharing.visibility === 'private' ? 'public' : 'private' })}
          >
            {sharing.visibility === 'private' ? T.makePublic : T.makePrivate}
          </Button>
          {sharing.visibility === 'public' ? (
            <div>
              <Choice label={T.showAsker} checked={sharing.show_asker} disabled={busy} onChange={(v) => update({ show_asker: v })} />
              <Choice label={T.sharePhotos} checked={sharing.share_photos} disabled={busy} onChange={(v) => update({ share_photos: v })} />
            </div>
          ) : null}
        </>
      ) : (
        <>
          <h2 id={titleId} className="text-lg font-semibold">
            {T.noticeTitle}
          </h2>
          <p className="text-sm leading-relaxed text-gray-800 dark:text-gray-200">{T.notice}</p>
          <div className="flex flex-wrap gap-2">
            <Button disabled={busy} onClick={() => actor.send({ type: 'sharing.acknowledge', keepPrivate: false })}>
              {T.acknowledge}
            </Button>
            <Button variant="secondary" disabled={busy} onClick={() => actor.send({ type: 'sharing.acknowledge', keepPrivate: true })}>
              {T.keepPrivate}
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
