import { SUGGESTION_HTML, SUGGESTION_LABEL } from 'virtual:prerendered-suggestions';
import { useState } from 'react';
import { SUGGESTIONS_SHOWN } from '../../../lib/constants';
import { pickSuggestions, type Suggestion, type TagStyle, tagStyle } from '../../../lib/suggestions';
import { SOLVE } from '../../../text/solve';
import { Icon } from './Icon';
import { RenderedHtml } from './RenderedHtml';

/** Spec §3 tag styles (each pair passes WCAG AA). */
const TAG_CLASS: Record<TagStyle, string> = {
  '2025高考': 'bg-red-50 text-red-800 ring-red-200 dark:bg-red-950 dark:text-red-200 dark:ring-red-800',
  高考真题: 'bg-orange-50 text-orange-900 ring-orange-200 dark:bg-orange-950 dark:text-orange-200 dark:ring-orange-800',
  考研真题: 'bg-purple-50 text-purple-800 ring-purple-200 dark:bg-purple-950 dark:text-purple-200 dark:ring-purple-800',
  模拟题: 'bg-sky-50 text-sky-800 ring-sky-200 dark:bg-sky-950 dark:text-sky-200 dark:ring-sky-800',
  竞赛题: 'bg-amber-50 text-amber-900 ring-amber-200 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-800',
  default: 'bg-gray-100 text-gray-800 ring-gray-300 dark:bg-gray-800 dark:text-gray-200 dark:ring-gray-600',
};

function SuggestionCard({ s, onPick }: { s: Suggestion; onPick: (text: string) => void }) {
  return (
    <li
      className="relative flex flex-col gap-2 rounded-xl border border-gray-200 bg-white p-3 transition-colors hover:border-brand-600 focus-within:border-brand-600 dark:border-gray-700 dark:bg-gray-900"
      data-testid="suggestion"
      data-category={s.category}
    >
      <div className="flex flex-wrap items-center gap-1.5">
        <span className="inline-flex size-7 items-center justify-center rounded-lg bg-brand-50 text-brand-700 dark:bg-gray-800 dark:text-blue-300">
          <Icon name={s.icon} className="size-4" />
        </span>
        {s.tags.map((tag) => (
          <span
            key={tag}
            data-tag-style={tagStyle(tag)}
            className={`inline-flex min-h-6 items-center rounded-full px-2 text-xs font-medium ring-1 ring-inset ${TAG_CLASS[tagStyle(tag)]}`}
          >
            {tag}
          </span>
        ))}
      </div>
      {/* Rendered at build time: no math engine on the home page; the glyphs come from one cached SVG file. */}
      <RenderedHtml html={SUGGESTION_HTML[s.id]} markdown={s.text} className="text-sm text-gray-800 dark:text-gray-200" />
      <button
        type="button"
        onClick={() => onPick(s.text)}
        aria-label={SOLVE.suggestions.use(SUGGESTION_LABEL[s.id] ?? s.text)}
        className="absolute inset-0 z-10 rounded-xl focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      />
    </li>
  );
}

/** Five suggested questions drawn at random from the bundled list; clicking one fills the question box. */
export function Suggestions({ onPick, random }: { onPick: (text: string) => void; random?: () => number }) {
  const [shown, setShown] = useState(() => pickSuggestions(SUGGESTIONS_SHOWN, undefined, random));
  return (
    <section aria-labelledby="suggestions-title" className="space-y-3">
      <div className="flex items-center justify-between gap-2">
        <h2 id="suggestions-title" className="text-lg font-semibold">
          {SOLVE.suggestions.title}
        </h2>
        <button
          type="button"
          onClick={() => setShown(pickSuggestions(SUGGESTIONS_SHOWN, undefined, random))}
          className="inline-flex min-h-10 items-center gap-1 rounded-lg px-2 text-sm font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-600 dark:text-blue-300 dark:hover:bg-gray-800"
        >
          <Icon name="refresh" />
          {SOLVE.suggestions.refresh}
        </button>
      </div>
      <ul className="grid gap-3 sm:grid-cols-2">
        {shown.map((s) => (
          <SuggestionCard key={s.id} s={s} onPick={onPick} />
        ))}
      </ul>
    </section>
  );
}
