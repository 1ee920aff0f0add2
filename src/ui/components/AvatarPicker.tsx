import { type ChangeEvent, useEffect, useId, useState } from 'react';
import { UPLOAD_EXTENSIONS, UPLOAD_MAX_BYTES, UPLOAD_MIME_TYPES } from '../../lib/constants';
import { checkFiles } from '../../lib/file-check';
import { authText } from '../../text/zh';
import { toastActions } from '../toast/toast-actor';
import { buttonClass } from './form';

const ACCEPT = [...UPLOAD_MIME_TYPES, ...UPLOAD_EXTENSIONS];

/** Picks one image with the spec §5 checks, and previews it. */
export function AvatarPicker({
  label,
  file,
  onChange,
  disabled,
}: {
  label: string;
  file: File | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const [errors, setErrors] = useState<string[]>([]);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) {
      setPreview(null);
      return;
    }
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function pick(e: ChangeEvent<HTMLInputElement>) {
    const chosen = Array.from(e.target.files ?? []);
    e.target.value = '';
    if (chosen.length === 0) return;
    const result = checkFiles(chosen, { accept: ACCEPT, maxSize: UPLOAD_MAX_BYTES, maxFiles: 1 });
    setErrors(result.errors);
    if (!result.isValid) {
      for (const message of result.errors) toastActions.error(message);
      return;
    }
    onChange(chosen[0]);
  }

  const errorId = errors.length ? `${id}-error` : undefined;
  return (
    <fieldset className="space-y-2">
      <legend className="block text-sm font-medium text-gray-800 dark:text-gray-200">{label}</legend>
      <div className="flex flex-wrap items-center gap-3">
        {preview ? (
          <img src={preview} alt={authText.avatarPreview} className="size-16 rounded-full object-cover ring-1 ring-gray-300" />
        ) : null}
        <input
          id={id}
          type="file"
          accept={ACCEPT.join(',')}
          className="peer sr-only"
          aria-describedby={errorId}
          disabled={disabled}
          onChange={pick}
        />
        <label
          htmlFor={id}
          className={buttonClass(
            'secondary',
            `peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600 ${disabled ? 'pointer-events-none opacity-60' : 'cursor-pointer'}`,
          )}
        >
          {authText.avatarChoose}
        </label>
        {file ? (
          <button type="button" className={buttonClass('ghost')} onClick={() => onChange(null)} disabled={disabled}>
            {authText.avatarRemove}
          </button>
        ) : null}
      </div>
      {errors.length ? (
        <ul id={errorId} className="space-y-1 text-sm text-red-700 dark:text-red-300">
          {errors.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
