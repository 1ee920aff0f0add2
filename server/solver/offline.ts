import { chosenLetters, solveChoice } from './choice/index';
import { classify } from './classify';
import { ENGINES, enginesFor } from './engines/registry';
import type { EngineResult } from './engines/types';
import { answerMatches } from './math/answer';
import { solveMathDetailed } from './math/index';
import { type Question, readQuestion } from './read/question';
import { solveChemistry } from './science/chemistry';
import { solvePhysics } from './science/physics';
import { extractComparable } from './science/comparable';
import type { ProblemType, Refused, SolveInput, SolveOutcome, Solver, Subject } from './types';

const REASONS: Record<Subject, string> = {
  math: '离线求解器暂时无法解答这类数学题。为避免给出错误答案，暂不作答，可以稍后使用在线 AI 解题。',
  physics: '离线求解器暂时无法解答这类物理题。为避免给出错误答案，暂不作答，可以稍后使用在线 AI 解题。',
  chemistry: '离线求解器暂时无法解答这类化学题。为避免给出错误答案，暂不作答，可以稍后使用在线 AI 解题。',
  programming: '离线求解器不能解答编程题，需要使用在线 AI 解题。',
  other: '离线求解器暂时无法识别这道题目。为避免给出错误答案，暂不作答，可以稍后使用在线 AI 解题。',
};

function refusal(subject: Subject, problemType: ProblemType, reason: string): Refused {
  return { ok: false, subject, problemType, reason };
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
  return {
    name: 'offline',
    async solve(input: SolveInput): Promise<SolveOutcome> {
      input.signal?.throwIfAborted();
      const text = String(input.text ?? '');
      const guessed = classify(text);
      const problemType = input.problemType ?? guessed.problemType;
      if (!text.trim()) {
        const reason = input.imagePaths?.length
          ? '离线求解器没有从图片中识别出题目文字，请把题目以文字形式输入。'
          : '题目内容为空，无法解答。';
        return refusal('other', problemType, reason);
      }
      const question = readQuestion(text, problemType, guessed.subject);
      const engines = enginesFor(guessed.subject);
      if (question.options.length) {
        const picked = await solveChoice(question, engines, input.signal);
        if (picked) return { ...picked.outcome, problemType: 'choice' };
      }
      for (const engine of engines) {
        input.signal?.throwIfAborted();
        const out = await safely<EngineResult>(() => engine.solve(question));
        if (out && !namesAnOption(question, out)) continue;
        if (out) return { ...out.outcome, problemType: question.options.length ? 'choice' : problemType };
      }
      return refusal(guessed.subject, problemType, REASONS[guessed.subject]);
    },
  };
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
    const math = solveMathDetailed(question.stem);
    if (math?.outcome.ok && math.value) {
      const m = answerMatches(math.value, answer);
      return m === null ? 'unknown' : m ? 'agree' : 'disagree';
    }
    const science = (await safely(() => solveChemistry(text))) ?? (await safely(() => solvePhysics(text)));
    if (science?.ok && scienceAgrees(science, answer)) return 'agree';
    return 'unknown';
  } catch {
    return 'unknown';
  }
}
