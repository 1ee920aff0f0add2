import type { MathProblem } from '../../math/expression/types';
import { im, solved } from '../../math/write/format';
import type { ChoiceOption } from '../../read/question';
import type { EngineResult } from '../types';

/**
 * A player meets three opponents once each, the games independent, with told winning chances in a told order
 * (「p_3 > p_2 > p_1 > 0」), and p is the chance of winning two games in a row; the options say p does not depend on
 * the order, or that p is greatest when a named opponent is met second. Worked as taught: the two ways to win two in
 * a row (win the first two, or lose the first and win the last two) give p = p_k(p_i + p_j) − p_1p_2p_3 for the
 * opponent k met second, so two orders differ by p_m(p_k − p_l) and p is greatest with the strongest chance second.
 * Checked by listing the eight outcomes of all six orders for sampled chances that keep the told order. Every option
 * must be one of those two statements, or the question is refused.
 */

const SUB = '([123])';

interface Setting {
  names: string[];
  /** the opponents' indices (0, 1, 2) from the largest chance to the smallest */
  ranked: number[];
  game: string;
}

function flat(s: string): string {
  return s
    .normalize('NFKC')
    .replace(/[$\s]/g, '')
    .replace(/\\left|\\right/g, '')
    .replace(/_\{(\d)\}/g, '_$1')
    .replace(/[，；]/g, ',')
    .replace(/[．。]/g, '.');
}

function readSetting(stem: string): Setting | null {
  const t = flat(stem)
    .replace(/^\d{1,3}\.(?:\(\d+分\))?/, '')
    .replace(/(?:\(\)|\(\\quad\)|_+)$/, '');
  const m = new RegExp(
    '^某(棋手|选手|运动员)与(\\S)、(\\S)、(\\S)三(?:位|名)(?:棋手|选手|运动员)各比赛一(盘|场|局),各\\5比赛(?:的)?结果相互独立\\.' +
      '(?:已知|设)该\\1与\\2、\\3、\\4比赛获胜的概率分别为p_1,p_2,p_3,且(.+?)\\.记该\\1连胜两\\5的概率为p,(?:则|那么)$',
  ).exec(t);
  if (!m) return null;
  const down = new RegExp(`^p_${SUB}>p_${SUB}>p_${SUB}>0$`).exec(m[6]);
  const up = new RegExp(`^0<p_${SUB}<p_${SUB}<p_${SUB}$`).exec(m[6]);
  const chain = down ? [down[1], down[2], down[3]] : up ? [up[3], up[2], up[1]] : null;
  if (!chain || new Set(chain).size !== 3) return null;
  return { names: [m[2], m[3], m[4]], ranked: chain.map((d) => Number(d) - 1), game: m[5] };
}

/** The chance of two wins in a row for the opponents met in this order, by listing the eight outcomes. */
function twoInARow(order: number[], chance: number[]): number {
  let p = 0;
  for (let code = 0; code < 8; code++) {
    const won = [0, 1, 2].map((i) => ((code >> i) & 1) === 1);
    if (!((won[0] && won[1]) || (won[1] && won[2]))) continue;
    p += order.reduce((v, who, i) => v * (won[i] ? chance[who] : 1 - chance[who]), 1);
  }
  return p;
}

const ORDERS = [
  [0, 1, 2],
  [0, 2, 1],
  [1, 0, 2],
  [1, 2, 0],
  [2, 0, 1],
  [2, 1, 0],
];

/** For sampled chances in the told order: the orders do differ, and every greatest order meets `best` second. */
function listedAgrees(ranked: number[], best: number): boolean {
  for (let s = 1; s <= 60; s++) {
    const sorted = [((s * 37) % 97) / 100, ((s * 53) % 89) / 100, ((s * 71) % 83) / 100].sort((a, b) => b - a);
    if (sorted[0] === sorted[1] || sorted[1] === sorted[2] || sorted[2] <= 0 || sorted[0] >= 1) continue;
    const chance = [0, 0, 0];
    ranked.forEach((who, i) => {
      chance[who] = sorted[i];
    });
    const values = ORDERS.map((o) => twoInARow(o, chance));
    const top = Math.max(...values);
    if (Math.min(...values) > top - 1e-12) return false;
    if (ORDERS.some((o, i) => values[i] > top - 1e-12 && o[1] !== best)) return false;
  }
  return true;
}

export function matchOrder(stem: string, options: ChoiceOption[], mp: MathProblem): EngineResult | null {
  if (options.length < 2) return null;
  const s = readSetting(stem);
  if (!s) return null;
  const [n1, n2, n3] = s.names;
  const best = s.ranked[0];
  const verdicts: { letter: string; text: string; true: boolean; why: string }[] = [];
  for (const o of options) {
    const t = flat(o.text).replace(/[.]$/, '');
    const order = /^p与(?:该(?:棋手|选手|运动员))?(?:和)?(?:\S、\S、\S)?的?比赛(?:次序|顺序)无关$/.test(t);
    const second = /^(?:该(?:棋手|选手|运动员))?在第二(?:盘|场|局)与(\S)比赛,p最大$/.exec(t);
    if (order) verdicts.push({ ...o, true: false, why: `第二${s.game}对手不同时 p 不同，与次序有关` });
    else if (second && s.names.includes(second[1])) {
      const who = s.names.indexOf(second[1]);
      verdicts.push({
        ...o,
        true: who === best,
        why:
          who === best
            ? `${second[1]}的获胜概率最大，第二${s.game}与${second[1]}比赛 p 最大`
            : `第二${s.game}与${s.names[best]}比赛时 p 更大`,
      });
    } else return null;
  }
  const right = verdicts.filter((v) => v.true);
  if (right.length === 0 || !listedAgrees(s.ranked, best)) return null;
  const p = (k: number) => `p_{${k + 1}}`;
  const out = solved(mp, {
    engine: 'probability:match-order',
    idea: '连胜两盘分成互斥的两种情形：前两盘都胜，或第一盘负、后两盘都胜；用独立事件的乘法公式与互斥事件的加法公式写出 p，再比较。',
    steps: [
      `设第二${s.game}的对手获胜概率为 ${im('p_k')}，另两位为 ${im('p_i')}、${im('p_j')}（第一${s.game}对 ${im('p_i')}）：${im('p=p_ip_k+(1-p_i)p_kp_j=p_k(p_i+p_j)-p_1p_2p_3')}，只与第二${s.game}的对手有关。`,
      `第二${s.game}与${n1}比赛：${im('p=p_1(p_2+p_3)-p_1p_2p_3')}；与${n2}：${im('p=p_2(p_1+p_3)-p_1p_2p_3')}；与${n3}：${im('p=p_3(p_1+p_2)-p_1p_2p_3')}。`,
      `两两相减：第二${s.game}对手由 ${im('p_l')} 换成 ${im('p_k')}，p 增加 ${im('p_m(p_k-p_l)')}（${im('p_m')} 为第三位的概率，大于 0）。由 ${im(`${p(s.ranked[0])}>${p(s.ranked[1])}>${p(s.ranked[2])}>0`)}，第二${s.game}与${s.names[best]}比赛时 p 最大，且 p 与次序有关。`,
      `逐个判断选项：${verdicts.map((v) => `${v.letter}${v.true ? '正确' : '错误'}（${v.why}）`).join('；')}。`,
    ],
    finalAnswer: `${right.map((v) => v.letter).join('')}`,
    verificationNote:
      '取多组满足大小关系的概率，逐一列出六种比赛次序下三盘胜负的八种结果求 p：各次序的 p 不全相等，最大的都是第二盘与获胜概率最大的对手比赛。',
    value: { kind: 'words', text: right.map((v) => v.letter).join('') },
  });
  return { outcome: out.outcome, value: out.value };
}
