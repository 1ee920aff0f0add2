import { plainOption } from '../fixed-knowledge/plain-option';
import type { OptionVerdict } from '../fixed-knowledge/unit-statements';
import { possibleSigns, type Sign, signWord } from './signs';

/** The body the statement is about; only the wordings of the heat chapter. */
const SUBJECT = /^(?:(?:一定(?:质量|量)的)?(?:理想)?气体|物体|系统|它|其|该(?:物体|气体|系统))/;
const HEAT: [RegExp, Sign][] = [
  [/^(?:从外界)?吸(?:收)?(?:了)?热(?:量)?$/, 1],
  [/^(?:向外界)?放(?:出)?(?:了)?热(?:量)?$/, -1],
  [/^(?:与外界)?(?:绝热|没有热交换|无热交换|不吸热也不放热|既不吸热也不放热)$/, 0],
];
const WORK: [RegExp, Sign][] = [
  [/^(?:对外(?:界)?做(?:了)?(?:正)?功|对外界做正功)$/, -1],
  [/^(?:外界对(?:物体|气体|系统|它|其)做(?:了)?(?:正)?功|被压缩)$/, 1],
  [/^(?:不做功|外界对(?:物体|气体|系统|它|其)不做功|(?:对外)?不对外做功)$/, 0],
];
/** 「绝热膨胀」「绝热压缩」: both parts in one word. */
const ADIABATIC = /^绝热(膨胀|压缩)$/;
const CLAIM =
  /^(?:则|那么|所以)?(?:其|它的|物体的|气体的|系统的|的)?内能(一定|必定|必然|肯定|可能|不一定|不可能|一定不)(增加|增大|减小|减少|不变|保持不变)$/;

/**
 * 「物体吸收热量，同时对外做功，其内能可能增加」: the first law ΔU = Q + W decides a statement that gives the signs of
 * the heat and the work and claims what the internal energy must or may do. A part the statement does not name may
 * have any sign. Every clause must be one of these; anything else (temperature, a named process, numbers) is left
 * undecided. The statement is a general one: when the stem sets up a process of its own (a container, a figure, a
 * gas expanding into a vacuum), the option's parts are facts of that process the stem may settle otherwise (a free
 * expansion does no work), so nothing is decided.
 */
export function judgeFirstLawStatement(option: string, stem = ''): OptionVerdict | null {
  if (!isGeneralStem(stem)) return null;
  const clauses = plainOption(option)
    .split(/[，,；;]/)
    .map((c) =>
      c
        .replace(/^(?:若|如果|当|只要)/, '')
        .replace(SUBJECT, '')
        .replace(/^(?:同时|并且|并|且|而|又|但|还)/, ''),
    )
    .filter(Boolean);
  let heat: Sign | null = null;
  let work: Sign | null = null;
  let claim: RegExpExecArray | null = null;
  for (const raw of clauses) {
    // 「吸收热量同时对外做功」 in one clause.
    const parts = raw
      .split(/(?:的)?同时|并且|且|又|而/)
      .map((p) => p.replace(SUBJECT, ''))
      .filter(Boolean);
    for (const part of parts) {
      const c = CLAIM.exec(part);
      if (c) {
        if (claim) return null;
        claim = c;
        continue;
      }
      const adiabatic = ADIABATIC.exec(part);
      if (adiabatic) {
        if (heat !== null || work !== null) return null;
        heat = 0;
        work = adiabatic[1] === '膨胀' ? -1 : 1;
        continue;
      }
      const h = HEAT.find(([re]) => re.test(part));
      const w = WORK.find(([re]) => re.test(part));
      if (h && heat === null) heat = h[1];
      else if (w && work === null) work = w[1];
      else return null;
    }
  }
  if (!claim || (heat === null && work === null)) return null;
  const target: Sign = /增/.test(claim[2]) ? 1 : /减/.test(claim[2]) ? -1 : 0;
  const signs = possibleSigns(heat, work);
  const must = signs.length === 1 && signs[0] === target;
  const may = signs.includes(target);
  const truth = /^(?:一定|必定|必然|肯定)$/.test(claim[1]) ? must : claim[1] === '可能' ? may : claim[1] === '不一定' ? !must : !may;
  const q = heat === null ? 'Q 未知' : `Q ${signWord(heat)}`;
  const w = work === null ? 'W 未知' : `W ${signWord(work)}`;
  const du = signs.length === 3 ? 'ΔU 可正、可负、也可为零' : `ΔU 只能 ${signs.map((x) => signWord(x)).join('或')}`;
  return { truth, why: `由热力学第一定律 ΔU = Q + W，${q}，${w}，所以 ${du}` };
}

/** What the stem asks, once the question phrase is gone: 「关于物体的内能」「一定质量的理想气体」 and no more. */
const QUESTION_PHRASE = /[，,]?(?:则|那么)?(?:以下|下列|下面)(?:有关|关于)?(?:的)?(?:各种)?(?:说法|叙述|判断|结论|表述)(?:中)?.*$/;
const PROCESS = /图|状态|变化|过程|膨胀|压缩|扩散|抽|加热|冷却|吸热|放热|做功|缸|活塞|容器|隔板|真空|瓶|球|胎|管|迅速|缓慢|→/;

function isGeneralStem(stem: string): boolean {
  const asked = plainOption(stem)
    .replace(/[（(]\s*[）)]/g, '')
    .replace(QUESTION_PHRASE, '');
  return !/[，,。；;]/.test(asked) && !PROCESS.test(asked);
}
