import { EXPLAINED_PRACTICES, type ExplainedPractice } from './explained-practices';
import type { Verdict } from './judge';
import { plainOption } from './reader';

type Link = 'because' | 'prevents' | 'benefits' | 'produces';

/** How a sentence joins a practice to what it says of it: 「…是因为…」「…，原理是…」「…，以避免…」「…有利于…」「…会产生…」. */
const LINKS: Array<[RegExp, Link]> = [
  [/^(.+?),?(?:这|此)?(?:是)?(?:因为|由于)(.+)$/, 'because'],
  [/^(.+?),?(?:其|的)?原理是(.+)$/, 'because'],
  [/^(.+?),?(?:是)?(?:利用|应用|运用)了?(.+)$/, 'because'],
  [/^(.+?),?(?:以|是为了|目的是|为了|可以|可)?(?:避免|防止)(.+)$/, 'prevents'],
  [/^(.+?),?(?:这样)?(?:有利于|有益于)(.+)$/, 'benefits'],
  [/^(.+?),?(?:可以|可|能|能够)(减少.+)$/, 'benefits'],
  [/^(.+?)(?:会|能|可能)?(?:产生|生成)(.+)$/, 'produces'],
];

const whole = (pattern: string, text: string) => new RegExp(`^(?:${pattern})$`).test(text);

/**
 * 「加热能杀死流感病毒是因为蛋白质受热变性」「疫苗一般应冷藏存放，以避免蛋白质变性」: the practice and what is said of it
 * are each matched whole against the table of explained practices. Null when either part is not recorded.
 */
export function judgeExplanation(text: string): Verdict | null {
  const t = plainOption(text);
  for (const [re, link] of LINKS) {
    const m = re.exec(t);
    if (!m) continue;
    const entry = EXPLAINED_PRACTICES.find((p) => whole(p.practice, m[1].replace(/,$/, '')));
    if (!entry) continue;
    // 「用铝制容器盛装浓硫酸，是因为铁遇浓硫酸钝化」: a true fact about another metal is not this practice's reason.
    if (entry.sameWords?.some((w) => m[2].includes(w) && !m[1].includes(w))) return null;
    return decide(entry, link, m[2]);
  }
  return null;
}

function decide(entry: ExplainedPractice, link: Link, said: string): Verdict | null {
  const right = entry[link];
  if (right && whole(right, said)) return { truth: true, why: entry.why };
  const wrong = entry.wrong?.find(([reason]) => whole(reason, said));
  return wrong ? { truth: false, why: wrong[1] } : null;
}
