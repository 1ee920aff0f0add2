import type { Problem } from '../read';

/** 「其余是面粉」「其余的都是文字页」「剩下的是梨树」: a clause naming the rest of a whole, and nothing else. */
const REST_CLAUSE = /^(?:其余|其他|剩下|剩余)(?:的)?(?:都|全)?(?:是|为)(?<name>[\u4e00-\u9fff]{1,6})$/;

/** The clause that names the rest of the whole, with that name; null when no clause does. */
export function restClause(p: Problem): { clause: number; name: string } | null {
  const found = p.clauses.flatMap((c, i) => {
    const m = REST_CLAUSE.exec(c);
    return m?.groups && i !== p.ask.clause ? [{ clause: i, name: m.groups.name }] : [];
  });
  return found.length === 1 ? found[0] : null;
}

/**
 * The name of the rest of a whole the question asks, when the part told is `part`: the one the rest clause names, or
 * for 男生·女生 (男工·女工, 男同学·女同学) the other sex of the same word. Null when the question asks neither.
 */
export function restAsked(p: Problem, part: string, rest: { name: string } | null): string | null {
  const ask = p.ask.text;
  if (rest) return ask.includes(rest.name) && !ask.includes(part) && !part.includes(rest.name) ? rest.name : null;
  const sex = /^([男女])([\u4e00-\u9fff]{1,3})$/.exec(part);
  if (!sex) return null;
  const other = `${sex[1] === '男' ? '女' : '男'}${sex[2]}`;
  return ask.includes(other) && !ask.includes(part) ? other : null;
}
