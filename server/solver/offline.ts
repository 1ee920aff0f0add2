import { readBlankAsks } from './blank-asks';
import { chosenLetters, solveChoice } from './choice/index';
import { classify, containsCode } from './classify';
import { answerEachPart, asksSeveralAtOnce, readCompoundAsk, solveCompoundAsk } from './compound-ask';
import { solveThroughCondition } from './condition-parameter';
import { ENGINES, enginesFor } from './engines/registry';
import type { Engine, EngineResult } from './engines/types';
import { answerMatches } from './math/answers/answer';
import { solveThroughParity } from './parity-parameter';
import { asksBeyondOneEndingBlank } from './read/blank-place';
import { dollarDelimiters } from './read/clean';
import { plainFormulasAsDollars } from './read/plain-formulas';
import { type Question, readQuestion } from './read/question';
import { solveChemistry } from './science/chemistry';
import { extractComparable } from './science/comparable';
import { solvePhysics } from './science/physics';
import type { ProblemType, Refused, SolveInput, SolveOutcome, Solver, Subject } from './types';

/** What to try next, by subject: plain words for a student, nothing about how the solver works inside. */
const ADVICE: Record<Subject, string> = {
  math: '可以试试：换一种说法，或把题目拆成几个小问分别提问；公式请直接输入（例如 x^2-5x+6=0、f(x)=ln x）；也可以请老师帮忙。',
  physics: '可以试试：写清已知量（带单位）和要求的量，例如“已知 m = 2 kg，F = 10 N，求 a”；几问的题拆开分别提问；也可以请老师帮忙。',
  chemistry:
    '可以试试：用化学式书写物质和方程式（例如 2H2 + O2 → 2H2O），写清已知量和要求的量；选择题可以把某个选项单独提问；也可以请老师帮忙。',
  programming: '可以请老师或同学帮忙看看代码。',
  other: '可以试试：写清题目的条件和要问的问题，公式直接输入；也可以请老师帮忙。',
};

const REASONS: Record<Subject, string> = {
  math: '没能完整读懂这道题的条件和所求，为避免给出错误答案，暂不作答。',
  physics: '没能完整读懂这道题的已知量和所求量，为避免给出错误答案，暂不作答。',
  chemistry: '没能完整读懂这道题的条件和所求，为避免给出错误答案，暂不作答。',
  programming: '这是一道编程题，目前还不能自动解答编程题。',
  other: '没能完整读懂这道题的条件和所求，为避免给出错误答案，暂不作答。',
};

const SEVERAL_BLANKS = '这道题要填的不止一个空，或空在句子中间（空后还有要求），目前只能回答结尾处一个空的填空题，暂不作答。';

/**
 * Older refusal texts name the solver ("离线求解器…"); a student needs what happened, not what answered.
 * These rewrites keep every engine's reason readable until each is written that way at its source.
 */
const REWORDS: Array<[RegExp, string]> = [
  [/离线求解器的验算没有通过/g, '算出的结果没有通过验算'],
  [/离线求解器(?:目前|暂时)?(?=只能|不能|无法|暂不|未能)/g, '目前'],
  [/[，,]?\s*(?:或)?离线求解器/g, ''],
  [/(?:本地|离线)(?:引擎|公式表)/g, ''],
  [/[，。]?\s*可以稍后使用在线\s*AI\s*解题。?/g, '。'],
];

/** A refusal as the student reads it: no solver names, and always something to try. */
export function studentReason(reason: string, subject: Subject): string {
  let r = reason;
  for (const [re, to] of REWORDS) r = r.replace(re, to);
  r = r
    .replace(/。{2,}/g, '。')
    .replace(/^[，,\s]+/, '')
    .trim();
  if (r && !/[。！？.!?]$/.test(r)) r += '。';
  return /可以|请/.test(r) ? r : `${r}${ADVICE[subject]}`;
}

function refusal(subject: Subject, problemType: ProblemType, reason: string): Refused {
  return { ok: false, subject, problemType, reason: studentReason(reason, subject) };
}

async function safely<T>(run: () => T | null | Promise<T | null>): Promise<T | null> {
  try {
    return await run();
  } catch {
    return null;
  }
}

/**
 * The offline solver: read the question → ask the engines that may understand it, most fitting first →
 * the first that answers (or honestly refuses) wins. Never throws on bad input.
 */
export function createOfflineSolver(): Solver {
  const solver: Solver = {
    name: 'offline',
    async solve(input: SolveInput): Promise<SolveOutcome> {
      input.signal?.throwIfAborted();
      // every engine (the science ones read the text as it arrived) sees formulas in one notation, "$…$"
      const arrived = dollarDelimiters(String(input.text ?? ''));
      // a function typed without a formula editor is read as the paper prints it, its formulas between dollars
      const text = classify(arrived).subject === 'math' ? plainFormulasAsDollars(arrived) : arrived;
      const guessed = classify(text);
      const problemType = input.problemType ?? guessed.problemType;
      if (!text.trim()) {
        const reason = input.imagePaths?.length
          ? '没有从图片中识别出题目文字。请把题目以文字形式输入，或换一张更清晰、拍得更正的照片。'
          : '题目内容是空的。请输入要解答的题目。';
        return refusal('other', problemType, reason);
      }
      const question = readQuestion(text, problemType, guessed.subject);
      const engines = askable(guessed.subject, text);
      if (guessed.subject === 'math' && asksBeyondOneEndingBlank(question.stem, question.blanks, question.options.length > 0)) {
        // 「则 $q=$____；$S_{5}=$____」: each blank asked alone, the answer given only when every blank is
        const asks = question.options.length ? null : readBlankAsks(question.stem);
        const each = asks ? await answerEachPart(asks, (t) => solver.solve({ ...input, text: t })) : null;
        return each?.ok ? { ...each, problemType } : refusal('math', problemType, SEVERAL_BLANKS);
      }
      // 「若 f(x) 为奇函数，则…」「f(x) 的最小正周期为 π，则…」 with one letter in f: the letter first, then the question about f
      const throughParity = async () => {
        const again = (t: string) => solver.solve({ ...input, text: t });
        const pick = (q: Question) => solveChoice(q, engines, input.signal);
        const chained =
          (await solveThroughParity(question.text, again)) ??
          (await solveThroughCondition(question, again)) ??
          (await solveCompoundAsk(question, again, pick));
        return chained?.ok ? { ...chained, problemType: question.options.length ? 'choice' : problemType } : null;
      };
      // 「X 和 Y 分别为____」「…分别是多少？」, whatever the subject: an engine reading the blank would answer one of the
      // quantities; only the parts answered one by one count, and an ask whose parts cannot be read is refused.
      // A choice question goes the usual way first: a one-part value matches no option listing two.
      if (!question.options.length && asksSeveralAtOnce(question.stem)) {
        const whole = readCompoundAsk(question.stem)
          ? await solveCompoundAsk(
              question,
              (t) => solver.solve({ ...input, text: t }),
              async () => null,
            )
          : null;
        const subject = guessed.subject === 'programming' ? 'other' : guessed.subject;
        if (whole?.ok) return { ...whole, problemType };
        const together = await answeredTogether(question, engines, readCompoundAsk(question.stem)?.names.length, input.signal);
        return together ? { ...together, problemType } : refusal(subject, problemType, REASONS[subject]);
      }
      if (question.options.length) {
        const picked = await solveChoice(question, engines, input.signal);
        if (picked) {
          const o = picked.outcome;
          return o.ok ? { ...o, problemType: 'choice' } : ((await throughParity()) ?? refusal(o.subject, 'choice', o.reason));
        }
      }
      for (const engine of engines) {
        input.signal?.throwIfAborted();
        const out = await safely<EngineResult>(() => engine.solve(question));
        if (out && !namesAnOption(question, out)) continue;
        if (out) {
          const type = question.options.length ? 'choice' : problemType;
          if (out.outcome.ok) return { ...out.outcome, problemType: type };
          // an engine that stopped at the letter (「含参数」) leaves the question to the parity premise, when it has one
          return (await throughParity()) ?? refusal(out.outcome.subject, type, out.outcome.reason);
        }
      }
      return (await throughParity()) ?? refusal(guessed.subject, problemType, REASONS[guessed.subject]);
    },
  };
  return solver;
}

/**
 * 「X 和 Y 分别为____」 answered by an engine that read every quantity asked itself (`asksAnswered`, as many as the
 * ask names) and checked its answer; any other engine's answer to the whole stem is one quantity, never taken.
 */
async function answeredTogether(
  question: Question,
  engines: Engine[],
  count: number | undefined,
  signal: AbortSignal | undefined,
): Promise<SolveOutcome | null> {
  if (!count) return null;
  for (const engine of engines) {
    signal?.throwIfAborted();
    const out = await safely<EngineResult>(() => engine.solve(question));
    if (out?.outcome.ok && out.asksAnswered === count && out.outcome.verification.status === 'verified') return out.outcome;
  }
  return null;
}

/**
 * The engines to ask. The subject guess only orders them; a question guessed to be programming is still
 * given to every engine unless it shows code itself (an engine would misread a program as a formula).
 */
function askable(subject: Subject, text: string): Engine[] {
  if (subject !== 'programming') return enginesFor(subject);
  return containsCode(text) ? [] : enginesFor('other');
}

/** A solved answer to a question with options must name the option(s) it picks. */
function namesAnOption(q: Question, out: EngineResult): boolean {
  if (!q.options.length || !out.outcome.ok) return true;
  const letters = chosenLetters(out.outcome.finalAnswer);
  return !!letters && [...letters].every((l) => q.options.some((o) => o.letter === l));
}

/** Numbers of a science answer (converted units are not attempted: only exact agreement counts). */
function scienceAgrees(ours: SolveOutcome, answer: string): boolean {
  if (!ours.ok) return false;
  const c = extractComparable(ours);
  const theirs = [...answer.matchAll(/(-?\d+(?:\.\d+)?)(?:\s*(?:×|\\times|\*)\s*10\^\{?(-?\d+)\}?)?/g)].map(
    (m) => Number(m[1]) * 10 ** Number(m[2] ?? 0),
  );
  if (!c || !('numbers' in c) || !theirs.length) return false;
  return c.numbers.every((x) => theirs.some((y) => Math.abs(x - y) <= 1e-3 * Math.max(Math.abs(x), 1e-12)));
}

/**
 * Checks another solver's final answer against the offline engines: 'agree' / 'disagree' when the
 * offline engine solves the problem and the answer can be read, otherwise 'unknown'.
 */
export async function verifyAnswer(text: string, answer: string): Promise<'agree' | 'disagree' | 'unknown'> {
  try {
    const question = readQuestion(text, 'choice', classify(text).subject);
    if (question.options.length) {
      const picked = await solveChoice(question, ENGINES);
      if (!picked?.outcome.ok) return 'unknown';
      const ours = chosenLetters(picked.outcome.finalAnswer);
      const theirs = chosenLetters(answer);
      return ours && theirs ? (ours === theirs ? 'agree' : 'disagree') : 'unknown';
    }
    // Every engine that understands the question answers it; its machine-readable value is compared.
    for (const engine of askable(question.subject, text)) {
      const out = await safely<EngineResult>(() => engine.solve(question));
      if (!out) continue;
      if (!out.outcome.ok || !out.value) break;
      const m = answerMatches(out.value, answer);
      return m === null ? 'unknown' : m ? 'agree' : 'disagree';
    }
    const science = (await safely(() => solveChemistry(text))) ?? (await safely(() => solvePhysics(text)));
    if (science?.ok && scienceAgrees(science, answer)) return 'agree';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}
