import type { ChoiceSplit } from '../../math/answers/choice';
import type { Refused, Solved } from '../../types';
import { answerAskedFact } from './asked-fact';
import { num } from './mechanics-answer';
import { ofUnits, readMechanics, si } from './mechanics-reading';
import { chooseStatements, type Fact } from './statement-judge';

const BODY = String.raw`(?:物块|木块|滑块|物体|小车|箱子|木箱)?\s*([A-Z])`;

/** 「质量分别为 2 kg 和 3 kg 的物块 A、B」 or 「质量为 2 kg 的物块 A 和质量为 3 kg 的物块 B」: each mass with its body. */
function bodies(text: string, kg: number[]): Map<string, number> | null {
  const pair = new RegExp(
    String.raw`质量分别(?:为|是)\s*[\d.]+\s*kg\s*(?:和|、|,|，)\s*[\d.]+\s*kg\s*的\s*(?:两个?)?${BODY}\s*[、和]\s*([A-Z])`,
  ).exec(text);
  if (pair)
    return new Map([
      [pair[1], kg[0]],
      [pair[2], kg[1]],
    ]);
  const each = [...text.matchAll(new RegExp(String.raw`质量(?:为|是)\s*[\d.]+\s*kg\s*的\s*${BODY}`, 'g'))];
  if (each.length === 2)
    return new Map([
      [each[0][1], kg[0]],
      [each[1][1], kg[1]],
    ]);
  return null;
}

/**
 * Two bodies on a smooth level floor that move together: side by side and pushed, or joined by a string and
 * pulled, by a horizontal force on one of them. a = F/(m₁ + m₂); the force between them moves the other body alone,
 * so it is m_other·a. Asked as one number or judged as statements.
 */
export function solveConnectedBodies(raw: string, split: ChoiceSplit | null): Solved | Refused | null {
  if (!split || split.options.length < 2) return null;
  const read = readMechanics(split.stem);
  if (!read || read.mu !== undefined || read.angle) return null;
  const t = read.text;
  const c = t.replace(/\s+/g, '');
  if (!/光滑水平(?:面|地面|桌面)/.test(c) || /摩擦|斜面|竖直|弹簧|滑轮|碰|叠放|上面|之上/.test(c)) return null;
  const side = /并排|靠在一起|紧靠|挨在一起|接触/.test(c);
  const string = /(?:细绳|轻绳|细线|绳子?)(?:相连|连接|连在一起)|用(?:细绳|轻绳|细线|绳子?)(?:将|把)?.{0,12}连/.test(c);
  if (side === string) return null;
  const masses = ofUnits(read.quantities, 'kg');
  const forces = ofUnits(read.quantities, 'N');
  if (masses.length !== 2 || forces.length !== 1 || read.quantities.length !== 3) return null;
  const m = bodies(t, masses.map(si));
  if (m?.size !== 2) return null;
  const acted = [...c.matchAll(side ? /推(?:物块|木块|滑块|物体|小车)?([A-Z])/g : /拉(?:物块|木块|滑块|物体|小车)?([A-Z])/g)].map(
    (x) => x[1],
  );
  const onto = [...c.matchAll(/作用(?:在|于)(?:物块|木块|滑块|物体|小车)?([A-Z])上?/g)].map((x) => x[1]);
  const all = [...new Set([...acted, ...onto])];
  if (all.length !== 1 || !m.has(all[0]) || (onto.length && !acted.length && !(side ? /推力/ : /拉力/).test(c))) return null;
  const P = all[0];
  const O = [...m.keys()].find((k) => k !== P)!;
  const F = si(forces[0]);
  const total = m.get(P)! + m.get(O)!;
  const a = F / total;
  const between = m.get(O)! * a;
  const between2 = F - m.get(P)! * a;
  const facts: Fact[] = [
    { name: /加速度/, value: () => a, unit: 'm/s^2', label: '共同的加速度 a' },
    side
      ? {
          name: new RegExp(
            `${P}对${O}的(?:作用力|弹力|推力|压力)|${O}对${P}的(?:作用力|弹力|压力)|${P}、?${O}(?:之)?间的(?:相互)?(?:作用力|弹力)|${O}、?${P}(?:之)?间的(?:相互)?(?:作用力|弹力)`,
          ),
          value: () => between,
          unit: 'N',
          label: `${P}、${O} 间的作用力 N`,
        }
      : {
          name: /(?:细绳|轻绳|细线|绳子?)(?:上|中)?(?:的)?(?:拉力|张力)/,
          value: () => between,
          unit: 'N',
          label: '绳的拉力 T',
        },
  ];
  const s = {
    facts,
    letters: null,
    kind: side ? '并排被推动的两个物体' : '用绳相连被拉动的两个物体',
    working: [
      `两物体一起加速，整体：$a = \\frac{F}{m_${P} + m_${O}} = \\frac{${num(F)}}{${num(total)}} = ${num(a)}\\ \\mathrm{m/s^2}$。`,
      `隔离 ${O}：它只受 ${side ? `${P} 的作用力` : '绳的拉力'}，$${side ? 'N' : 'T'} = m_${O} a = ${num(between)}\\ \\mathrm{N}$。`,
      `检验（隔离 ${P}）：$F - ${side ? 'N' : 'T'} = m_${P} a$，得 ${num(between2)} N，相同。`,
    ],
  };
  if (/下列|说法|正确|错误/.test(read.question)) return chooseStatements(raw, split, s);
  if (/\d/.test(read.question)) return null;
  return answerAskedFact(t, split, s, '隔离另一个物体用牛顿第二定律核对，结果相同。');
}
