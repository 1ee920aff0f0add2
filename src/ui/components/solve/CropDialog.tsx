import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { CropRequest } from '../../../machines/submission/photo';
import { PHOTO } from '../../../text/photo';
import { buttonClass } from '../form';
import CropView from './CropView';
import { Icon } from './Icon';

/** The crop view as a full-screen modal over the page (the native dialog: the page behind is inert, Escape cancels). */
export function CropDialog({
  image,
  busy,
  onConfirm,
  onCancel,
}: {
  image: File;
  busy: boolean;
  onConfirm: (crop: CropRequest) => void;
  onCancel: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [crop, setCrop] = useState<CropRequest | null>(null);
  const onChange = useCallback((next: CropRequest | null) => setCrop(next), []);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (typeof dialog.showModal === 'function') {
      if (!dialog.open) dialog.showModal();
    } else {
      dialog.setAttribute('open', '');
    }
    // The dialog itself, not its first button (cancel), takes the focus: Enter must not drop the photo.
    dialog.focus();
    return () => {
      if (typeof dialog.close === 'function' && dialog.open) dialog.close();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      tabIndex={-1}
      aria-labelledby={titleId}
      onCancel={(e) => {
        e.preventDefault();
        if (!busy) onCancel();
      }}
      className="fixed inset-0 m-0 hidden h-dvh max-h-none w-full max-w-none flex-col overscroll-none border-0 open:flex bg-gray-950 p-0 text-white backdrop:bg-black"
      data-testid="crop-dialog"
      // Always dark, whatever the page theme: the photo stands out, and the shared controls take their dark look.
      data-theme="dark"
    >
      <h2 id={titleId} className="px-4 pt-3 pb-2 text-lg font-semibold">
        {PHOTO.cropTitle}
      </h2>
      <CropView image={image} busy={busy} onChange={onChange} />
      <div className="flex gap-3 px-4 pt-3 pb-[max(1rem,env(safe-area-inset-bottom))]">
        <button type="button" className={buttonClass('secondary', 'flex-1')} disabled={busy} onClick={onCancel}>
          {PHOTO.cancel}
        </button>
        <button type="button" className={buttonClass('primary', 'flex-1')} disabled={busy || !crop} onClick={() => crop && onConfirm(crop)}>
          {busy ? <Icon name="spinner" /> : null}
          {busy ? PHOTO.cutting : PHOTO.confirm}
        </button>
      </div>
    </dialog>
  );
}
