import { useEffect, useState } from 'react';
import type { DebugFile } from '../../../../contract/videos';
import { useObjectUrl } from '../solve/useObjectUrl';

const isText = (type: string) => type.startsWith('text/') || /json|xml|vtt|srt|subrip|javascript/.test(type);

function TextFile({ blob }: { blob: Blob }) {
  const [text, setText] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void blob.text().then((t) => {
      if (live) setText(t);
    });
    return () => {
      live = false;
    };
  }, [blob]);
  if (text === null) return null;
  return (
    <pre
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a long file scrolls inside its box and must be scrollable by keyboard.
      tabIndex={0}
      className="max-h-96 overflow-auto rounded-lg bg-gray-100 p-3 text-xs whitespace-pre-wrap break-all text-gray-900 dark:bg-gray-800 dark:text-gray-100"
      data-testid="debug-text"
    >
      {text}
    </pre>
  );
}

/** One debug file, fetched with the bearer token and shown through an object URL: image, text, audio or video. */
export function DebugFileView({ file, blob }: { file: DebugFile; blob: Blob }) {
  const url = useObjectUrl(blob);
  const type = file.content_type || blob.type;
  if (isText(type)) return <TextFile blob={blob} />;
  if (!url) return null;
  if (type.startsWith('image/')) {
    return (
      <img
        src={url}
        alt={file.file_name}
        className="max-h-96 max-w-full rounded-lg border border-gray-200 dark:border-gray-700"
        data-testid="debug-image"
      />
    );
  }
  if (type.startsWith('audio/')) {
    // biome-ignore lint/a11y/useMediaCaption: a render's narration under inspection; its subtitles are a file of their own.
    return <audio controls src={url} className="w-full" data-testid="debug-audio" />;
  }
  if (type.startsWith('video/')) {
    // biome-ignore lint/a11y/useMediaCaption: a render's output under inspection; its subtitles are a file of their own.
    return <video controls src={url} className="aspect-video w-full rounded-lg bg-black" data-testid="debug-video" />;
  }
  return (
    <a href={url} download={file.file_name} className="text-brand-700 underline dark:text-blue-300">
      {file.file_name}
    </a>
  );
}
