import type { QualitativeSituation, WordedClaim } from './situation';

type Way = 'up' | 'down' | 'same';

/** Quantities of a stop on something soft, compared with a stop on something hard: the same Δp over a longer time. */
const STOP: { name: string; words: string; way: Way; airbag?: boolean }[] = [
  { name: '动量的变化量', words: '动量(?:的)?(?:变化量|改变量|变化)', way: 'same' },
  { name: '冲量', words: '(?:受到的|所受的?)?冲量', way: 'same' },
  { name: '动量的变化率', words: '动量(?:的)?变化率', way: 'down' },
  { name: '作用时间', words: '(?:受力|作用|相互作用|碰撞|缓冲|与[^，]{1,4}(?:的)?作用)(?:的)?时间', way: 'up' },
  { name: '作用力', words: '(?:受到的|所受的?)?(?:平均)?(?:作用力|冲击力|撞击力|受力|力)(?:的大小)?', way: 'down' },
  { name: '受力面积', words: '受力面积|接触面积', way: 'up', airbag: true },
  { name: '单位面积的受力', words: '单位面积(?:上)?(?:的)?受力(?:大小)?|压强', way: 'down', airbag: true },
];
const UP = '增大|增加|延长|变大|变长|较大|较长|更大|更长|大|长|多';
const DOWN = '减小|减少|缩短|变小|变短|较小|较短|更小|更短|小|短|少';
const SAME = '不变|相同|一样|一样大|相等';
const SAID = { up: '增大', down: '减小', same: '不变' } as const;
/** Why each quantity changes as it does, in the order a textbook reasons: Δp first, then F = Δp/Δt. */
const WHY: Record<string, string> = {
  动量的变化量: '初速度相同、末速度都为零，$\\Delta p$ 相同',
  冲量: '由动量定理 $I = \\Delta p$，$\\Delta p$ 相同',
  动量的变化率: '$\\Delta p$ 相同而作用时间延长，$\\frac{\\Delta p}{\\Delta t}$ 变小',
  作用时间: '软物被压缩、缓冲，延长了作用时间',
  作用力: '由 $F = \\frac{\\Delta p}{\\Delta t}$，$\\Delta p$ 相同而 $\\Delta t$ 延长',
  受力面积: '气囊包住人体，接触的面积变大',
  单位面积的受力: '作用力减小且受力面积增大',
};

/** Every way an option may say one quantity grows, shrinks or stays: 「减小了司机动量的变化量」「运动员受到的冲量较小」. */
function stopClaims(owner: string, airbag: boolean): WordedClaim[] {
  const claims: WordedClaim[] = [];
  for (const q of STOP) {
    if (q.airbag && !airbag) continue;
    for (const said of ['up', 'down', 'same'] as const) {
      const words = said === 'up' ? UP : said === 'down' ? DOWN : SAME;
      const verbs = said === 'up' ? '增大|增加|延长' : said === 'down' ? '减小|减少|缩短|降低' : null;
      const before = `(?:(?:安全)?气囊|海绵垫?|软垫|垫子|沙坑|沙子|它)?(?:的作用是)?`;
      const who = `(?:(?:碰撞前后|此过程中)?(?:${owner})?(?:在碰撞(?:过程)?中|碰撞前后)?(?:的)?)`;
      const clauses = [new RegExp(`^${who}${q.words}(?:${words})$`), new RegExp(`^${who}${q.words}(?:${words})(?:了)?$`)];
      if (verbs) clauses.push(new RegExp(`^${before}(?:${verbs})了?${who}${q.words}$`));
      claims.push({
        truth: said === q.way,
        why: `${airbag ? '与没有气囊相比' : '与落在硬物上相比'}，${WHY[q.name]}，${q.name}${SAID[q.way]}`,
        clauses,
      });
    }
  }
  return claims;
}

const SOFT = /海绵|软垫|厚垫|垫子|沙坑|沙子|草地|泡沫|(?<!没有|无|未)(?:安全)?气囊/;
const HARD = /水泥|硬地|地面|地板|石头|石板|瓷砖|钢板|铁板|(?:没有|无|未)(?:安装|打开|弹出)?(?:安全)?气囊|气囊(?:没有|未)(?:打开|弹出)/;

/**
 * Whether the options speak of the soft stop: the clause that asks (after the last comma) names the soft thing, or
 * names neither and the soft thing is told first (「落在海绵垫上比落在水泥地上安全」). 「掉在水泥地上比掉在草地上容易碎，
 * 这是由于」 and 「若没有安全气囊」 ask about the hard stop, where every comparison turns round.
 */
function asksAboutSoftStop(stem: string, airbag: boolean): boolean {
  const ask = stem.split(/[，,]/).pop() ?? '';
  if (HARD.test(ask)) return false;
  if (SOFT.test(ask)) return true;
  const soft = SOFT.exec(stem);
  const hard = HARD.exec(stem);
  if (!hard) return airbag || Boolean(soft);
  return Boolean(soft) && soft!.index < hard.index;
}

/**
 * A body brought to rest on something soft (an airbag, a cushion, sand, a sponge) rather than something hard: the
 * change of momentum — and so the impulse — is the same, the time is longer, the force (the rate of change of
 * momentum) smaller; an airbag also spreads the force over a larger area.
 */
export function softStop(stem: string): QualitativeSituation | null {
  const airbag = /安全气囊|气囊/.test(stem);
  if (!airbag && !/海绵|软垫|厚垫|沙坑|沙子|草地|泡沫/.test(stem)) return null;
  if (!/(?:减|降)(?:小)?为零|停下|静止|落(?:在|到|入|进)|跳(?:到|在|入)/.test(stem)) return null;
  // The options compare with a stop on something hard: a stem that sets no such comparison (a ball sinking into sand
  // with its depth) asks something else.
  if (!airbag && !/比|相比|不易|容易|安全|保护|缓冲/.test(stem)) return null;
  if (/\d/.test(stem.replace(/[(（]\s*\d+\s*分\s*[)）]/g, '')) || /如图|反弹|弹起/.test(stem)) return null;
  // The same Δp needs the same speed at the stop: falls from different heights are not compared so.
  if (/不同(?:的)?高度|较高|较低|更高|更低|高处[^，。；]{0,12}低处/.test(stem)) return null;
  if (!asksAboutSoftStop(stem, airbag)) return null;
  const owner = '司机|驾驶员|乘客|人|运动员|鸡蛋|物体|玻璃杯|杯子|小球';
  return {
    kind: '落在软物上停下（与硬物相比）',
    working: [
      `${airbag ? '有气囊和没有气囊' : '落在软物上和落在硬物上'}两种情况下，物体的初速度相同、末速度都为零，动量的变化量 $\\Delta p$ 相同，由动量定理 $F\\Delta t = \\Delta p$，受到的冲量也相同。`,
      '软物（气囊、垫子、沙坑）延长了作用时间 $\\Delta t$，所以作用力 $F = \\frac{\\Delta p}{\\Delta t}$（动量的变化率）减小。' +
        (airbag ? '安全气囊还增大了受力面积，减小了单位面积上的受力。' : ''),
    ],
    members: { body: new RegExp(owner) },
    forces: {},
    claims: [
      ...stopClaims(owner, airbag),
      {
        truth: false,
        why: '碰撞后汽车也停下，动能为零，司机的动能转化为内能等其他形式的能',
        clauses: [/^(?:将|把)?(?:司机|人|乘客)(?:的)?动能(?:全部)?(?:转换|转化|变)(?:成|为)(?:了)?汽车(?:的)?动能$/],
      },
    ],
    stretches: [{ names: null, courses: {}, work: {}, kept: {} }],
    moments: [],
  };
}
