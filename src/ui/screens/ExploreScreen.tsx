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
        <div className="space-y-1">
          <label htmlFor={`${id}-subject`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {T.subjectLabel}
          </label>
          <select
            id={`${id}-subject`}
            className={selectClass}
            value={query.subject ?? ''}
            onChange={(e) => onChange({ subject: (e.target.value || null) as Subject | null })}
          >
            <option value="">{T.all}</option>
            {SUBJECTS.map((s) => (
              <option key={s} value={s}>
                {SUBJECT_DISPLAY[s].label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-type`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {T.typeLabel}
          </label>
          <select
            id={`${id}-type`}
            className={selectClass}
            value={query.type ?? ''}
            onChange={(e) => onChange({ type: (e.target.value || null) as ProblemType | null })}
          >
            <option value="">{T.all}</option>
            {PROBLEM_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROBLEM_TYPE_DISPLAY[t].label}
              </option>
            ))}
          </select>
        </div>
        <div className="space-y-1">
          <label htmlFor={`${id}-sort`} className="block text-sm font-medium text-gray-800 dark:text-gray-200">
            {T.sortLabel}
          </label>
          <select
            id={`${id}-sort`}
            className={selectClass}
            value={query.sort}
            onChange={(e) => onChange({ sort: e.target.value as ExploreSort })}
          >
            <option value="newest">{T.sortNewest}</option>
            <option value="likes">{T.sortLikes}</option>
          </select>
        </div>
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
          actor.send({ type: 'feed.query', query: q });
        }}
      />
      <CardList actor={actor} empty={<p className="text-gray-700 dark:text-gray-300">{filtered ? T.noMatch : T.empty}</p>} />
    </div>
  );
}
