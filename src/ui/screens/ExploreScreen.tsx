import { useSelector } from '@xstate/react';
import { type FormEvent, useEffect, useId, useLayoutEffect, useState } from 'react';
import type { ExploreSort } from '../../../contract/community';
import { PROBLEM_TYPES, type ProblemType, type Subject, SUBJECTS } from '../../../contract/values';
import type { FeedQuery } from '../../machines/card-feed/machine';
import * as sel from '../../machines/card-feed/selectors';
import { COMMUNITY } from '../../text/community';
import { exploreActor, exploreScroll } from '../components/community/bindings';
import { CardList } from '../components/community/CardList';
import { Button, inputClass } from '../components/form';
import { PROBLEM_TYPE_DISPLAY, SUBJECT_DISPLAY } from '../components/solve/displayMaps';

const T = COMMUNITY.explore;
const selectClass = `${inputClass} pr-8`;

function SelectField({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: ReadonlyArray<readonly [value: string, label: string]>;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
        {label}
      </label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map(([v, text]) => (
          <option key={v} value={v}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

function Filters({ query, onChange }: { query: FeedQuery; onChange: (q: Partial<FeedQuery>) => void }) {
  const id = useId();
  const [words, setWords] = useState(query.q);
  useEffect(() => setWords(query.q), [query.q]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    onChange({ q: words.trim() });
  };
  return (
    <div className="space-y-3">
      <search>
        <form onSubmit={submit} className="flex gap-2">
          <label htmlFor={`${id}-q`} className="sr-only">
            {T.searchLabel}
          </label>
          <input
            id={`${id}-q`}
            type="search"
            value={words}
            maxLength={100}
            placeholder={T.searchPlaceholder}
            onChange={(e) => setWords(e.target.value)}
            className={inputClass}
          />
          <Button type="submit" className="shrink-0">
            {T.search}
          </Button>
        </form>
      </search>
      <div className="grid grid-cols-1 gap-2 min-[360px]:grid-cols-3">
        <SelectField
          label={T.subjectLabel}
          value={query.subject ?? ''}
          options={[['', T.all], ...SUBJECTS.map((s) => [s, SUBJECT_DISPLAY[s].label] as const)]}
          onChange={(v) => onChange({ subject: (v || null) as Subject | null })}
        />
        <SelectField
          label={T.typeLabel}
          value={query.type ?? ''}
          options={[['', T.all], ...PROBLEM_TYPES.map((t) => [t, PROBLEM_TYPE_DISPLAY[t].label] as const)]}
          onChange={(v) => onChange({ type: (v || null) as ProblemType | null })}
        />
        <SelectField
          label={T.sortLabel}
          value={query.sort}
          options={[
            ['newest', T.sortNewest],
            ['likes', T.sortLikes],
          ]}
          onChange={(v) => onChange({ sort: v as ExploreSort })}
        />
      </div>
    </div>
  );
}

/** Explore (/explore): other students' solved problems; visitors may browse. */
export default function ExploreScreen() {
  const [actor] = useState(exploreActor);
  const query = useSelector(actor, sel.selectQuery);
  const filtered = query.q !== '' || query.subject !== null || query.type !== null;
  // Back from a problem: where the student was in the list.
  useLayoutEffect(() => {
    if (exploreScroll.y > 0) window.scrollTo(0, exploreScroll.y);
    return () => {
      exploreScroll.y = window.scrollY;
    };
  }, []);
  return (
    <div className="space-y-5">
      <header className="space-y-1">
        <h1 className="text-2xl font-bold">{T.title}</h1>
        <p className="text-gray-700 dark:text-gray-300">{T.intro}</p>
      </header>
      <Filters
        query={query}
        onChange={(q) => {
          exploreScroll.y = 0;
          actor.send({ type: 'list.query', query: q });
        }}
      />
      <CardList actor={actor} empty={<p className="text-gray-700 dark:text-gray-300">{filtered ? T.noMatch : T.empty}</p>} />
    </div>
  );
}
