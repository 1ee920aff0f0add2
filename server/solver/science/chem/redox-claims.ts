import { SCHOOL_WEIGHTS } from './elements';
import { parseSpecies, type Species } from './formula';
import { molarMass } from './mass';
import { findMentions, sameSpecies } from './mentions';
import { normalizeScienceText } from './normalize';
import type { RedoxRoles } from './redox-roles';

/** A statement's verdict with the reason a teacher writes; right null when the statement is not decided. */
export interface Verdict {
  right: boolean | null;
  why: string;
  /** Set when the option is none of the statements read here. */
  unread?: true;
}

const undecided = (why = '这个说法目前还不能由方程式判断'): Verdict => ({ right: null, why });
const FORMULA = '([A-Z][A-Za-z0-9()]*(?:\\^\\{\\d*[+-]\\})?|[\\u4e00-\\u9fa5]{1,6}?)';

/** The species of the equation a subject names (formula or Chinese name), or null. */
function subject(r: RedoxRoles, text: string): number | null {
  // 「S 既是氧化产物又是还原产物」: a lone capital letter is an element when the equation has it.
  const lone = /^[A-Z]$/.test(text) ? parseSpecies(text) : null;
  if (lone) {
    const k = r.all.findIndex((s) => sameSpecies(s, lone));
    return k < 0 ? null : k;
  }
  const found = findMentions(text);
  if (found.length !== 1 || found[0].index !== 0 || found[0].end !== text.length) return null;
  const i = r.all.findIndex((s) => sameSpecies(s, found[0].species));
  return i < 0 ? null : i;
}

const name = (s: Species) => `$${s.latex}$`;
const fmt = (x: number) => String(Number(x.toFixed(4)));

/** Role words of one species: 「X 是氧化剂」「X 只作还原剂」「X 既是氧化剂又是还原剂」「X 是氧化产物」「X 被氧化」. */
function roleClaim(r: RedoxRoles, t: string): Verdict | null {
  const m = new RegExp(
    `^${FORMULA}(只|仅|不|既|既不)?(?:是|作|为|作为|充当)?(氧化剂|还原剂|氧化产物|还原产物)(?:(?:又|也|还)不?(?:是|作|为)?(氧化剂|还原剂|氧化产物|还原产物))?$`,
  ).exec(t);
  const act = /^(.+?)(被氧化|被还原|发生氧化反应|发生还原反应|失去电子|得到电子)$/.exec(t);
  if (!m && !act) return null;
  const who = subject(r, m ? m[1] : act![1]);
  if (who === null) return undecided('说法中的物质不在这个方程式中（或没能认出），无法由方程式判断');
  const isReactant = who < r.reactantCount;
  const s = r.all[who];
  const goesUp = r.up[who] > 0;
  const goesDown = r.down[who] > 0;
  const facts = `${name(s)} 中${goesUp ? '有元素化合价升高' : ''}${goesUp && goesDown ? '，也' : ''}${goesDown ? '有元素化合价降低' : ''}${!goesUp && !goesDown ? '没有元素化合价变化' : ''}`;
  if (act) {
    if (!isReactant) return undecided('说的是生成物被氧化或被还原，无法由方程式判断');
    const wantUp = /氧化|失去/.test(act[2]);
    const has = wantUp ? goesUp : goesDown;
    if (has && (wantUp ? goesDown : goesUp)) return undecided(`${facts}，既被氧化又被还原，这个说法不能简单判断`);
    return { right: has, why: `${facts}，${has ? '' : '没有'}${act[2]}` };
  }
  const roles = [m![3], m![4]].filter(Boolean);
  const agents = roles.every((x) => x.endsWith('剂'));
  const products = roles.every((x) => x.endsWith('产物'));
  if (!agents && !products) return null;
  if (agents !== isReactant)
    return undecided(`${name(s)} 是${isReactant ? '反应物' : '生成物'}，说法把它当作${isReactant ? '产物' : '反应物'}，无法判断`);
  const has = (x: string) => (x.startsWith('氧化') ? (agents ? goesDown : goesUp) : agents ? goesUp : goesDown);
  const roleText = agents
    ? `${goesDown ? '作氧化剂' : ''}${goesDown && goesUp ? '又' : ''}${goesUp ? '作还原剂' : ''}${!goesUp && !goesDown ? '既不作氧化剂也不作还原剂' : ''}`
    : `${goesUp ? '是氧化产物' : ''}${goesDown && goesUp ? '又' : ''}${goesDown ? '是还原产物' : ''}${!goesUp && !goesDown ? '既不是氧化产物也不是还原产物' : ''}`;
  const why = `${facts}，${name(s)} ${roleText}`;
  const mod = m![2];
  const unitsUp = r.up[who];
  const unitsDown = r.down[who];
  const whole = Math.abs(unitsUp + unitsDown - r.coefficients[who]) < 1e-9;
  if (mod === '既' && roles.length === 2) return { right: has(roles[0]) && has(roles[1]), why };
  if (mod === '既不' && roles.length === 2) return { right: !has(roles[0]) && !has(roles[1]), why };
  if (roles.length !== 1) return null;
  const [role] = roles;
  const otherRole = role.startsWith('氧化') ? role.replace('氧化', '还原') : role.replace('还原', '氧化');
  if (mod === '不') return has(role) && has(otherRole) ? undecided(why) : { right: !has(role), why };
  if (mod === '只' || mod === '仅') {
    if (!has(role) || has(otherRole)) return { right: false, why };
    // Only a part changes (HNO3 also gives Cu(NO3)2): 「只作氧化剂」 then also speaks of acidity, not judged here.
    return whole ? { right: true, why } : undecided(`${why}，但只有一部分起这个作用`);
  }
  if (mod) return null;
  if (has(role) && has(otherRole)) return undecided(`${why}，说它「是${role}」不够确切，不作判断`);
  return { right: has(role), why };
}

/** 「每生成 1 mol Cl2 转移 2 mol 电子」「每消耗 1 mol Mg 转移 4N_A 个电子」「生成 1 mol O2 时，转移电子数为 2N_A」. */
function electronClaim(r: RedoxRoles, t: string): Verdict | null {
  if (!/转移/.test(t)) return null;
  const m =
    /^(?:每|若|当)?(生成|消耗|产生|有|反应)(\d+(?:\.\d+)?)(mol|g)(.+?)(?:参加反应|参与反应|完全反应|反应)?(?:时)?,?(?:共|则)?转移(?:了)?(?:电子)?(?:的物质的量|数目?|的数目)?(?:为|是)?(\d+(?:\.\d+)?)?(mol|N_\{?A\}?|NA)(?:个)?(?:电子)?$/.exec(
      t,
    );
  // 「1 mol Na2S2O3 发生反应，转移 2 mol 电子」: the verb after the substance.
  const after =
    /^(?:每|若|当)?(\d+(?:\.\d+)?)(mol|g)(.+?)(发生反应|参加反应|完全反应|被消耗)(?:时)?,?(?:共|则)?转移(?:了)?(?:电子)?(?:的物质的量|数目?|的数目)?(?:为|是)?(\d+(?:\.\d+)?)?(mol|N_\{?A\}?|NA)(?:个)?(?:电子)?$/.exec(
      t,
    );
  if (!m && !after) return undecided('没能读出这个电子转移的说法');
  const [, verb, amount, amountUnit, named, count, countUnit] = m ?? ['', '反应', after![1], after![2], after![3], after![5], after![6]];
  const who = subject(r, named);
  if (who === null) return undecided('说法中的物质不在这个方程式中（或没能认出），无法由方程式判断');
  const isReactant = who < r.reactantCount;
  if ((verb === '有' || verb === '反应') && !isReactant) return undecided(`${name(r.all[who])} 在方程式中是生成物，与说法不符`);
  if (/生成|产生/.test(verb) === isReactant && verb !== '有' && verb !== '反应')
    return undecided(`${name(r.all[who])} 在方程式中是${isReactant ? '反应物' : '生成物'}，与说法不符`);
  const s = r.all[who];
  const M = amountUnit === 'g' ? molarMass(s, SCHOOL_WEIGHTS) : null;
  if (amountUnit === 'g' && !M) return undecided();
  const n = M ? Number(amount) / M.value : Number(amount);
  const moles = M ? `${amount} g ${name(s)} 为 $\\frac{${amount}}{${M.value}} = ${fmt(n)}$ mol，` : '';
  const claimed = Number(count ?? 1);
  const e = (n * r.electrons) / r.coefficients[who];
  const right = Math.abs(e - claimed) < 1e-9;
  const unit = countUnit === 'mol' ? 'mol 电子' : '$N_A$ 个电子';
  return {
    right,
    why: `${moles}按方程式，每 ${r.coefficients[who]} mol ${name(r.all[who])} 转移 ${r.electrons} mol 电子，${fmt(n)} mol ${name(r.all[who])} 转移 ${fmt(e)} ${unit}${right ? '' : `，不是 ${fmt(claimed)} ${unit}`}`,
  };
}

/** 2.5 : 0.5 written as 5 : 1. */
function simplest(x: number, y: number): string {
  const k = [1, 2, 3, 4, 5, 6, 8, 10, 12].find(
    (f) => Number.isInteger(Number((x * f).toFixed(9))) && Number.isInteger(Number((y * f).toFixed(9))),
  );
  if (!k) return `${fmt(x)} : ${fmt(y)}`;
  const [a, b] = [Math.round(x * k), Math.round(y * k)];
  const gcd = (p: number, q: number): number => (q ? gcd(q, p % q) : p);
  const g = gcd(a, b) || 1;
  return `${a / g} : ${b / g}`;
}

/** 「氧化剂与还原剂的物质的量之比为 1:2」「氧化产物与还原产物的质量之比为 5:1」. */
function ratioClaim(r: RedoxRoles, t: string): Verdict | null {
  const m =
    /^(氧化剂|氧化产物|还原剂|还原产物)(?:与|和)(氧化剂|氧化产物|还原剂|还原产物)的?(物质的量|分子数|个数|质量)?之比(?:为|是)(\d+):(\d+)$/.exec(
      t,
    );
  if (!m) return null;
  const agents = m[1].endsWith('剂');
  if (agents !== m[2].endsWith('剂') || m[1] === m[2]) return undecided();
  const pick = (role: string) => {
    const arr = role.startsWith('氧化') === agents ? r.down : r.up;
    const [from, to] = agents ? [0, r.reactantCount] : [r.reactantCount, r.all.length];
    return r.all.map((_, i) => i).filter((i) => i >= from && i < to && arr[i] > 0);
  };
  const a = pick(m[1]);
  const b = pick(m[2]);
  if (a.length !== 1 || b.length !== 1) return undecided('有几种物质起同一种作用，这个比值不能简单判断');
  if (m[3] === '质量' && a[0] !== b[0]) return undecided('质量之比还要用摩尔质量换算，这里不作判断');
  const arrA = m[1].startsWith('氧化') === agents ? r.down : r.up;
  const arrB = m[2].startsWith('氧化') === agents ? r.down : r.up;
  const x = arrA[a[0]];
  const y = arrB[b[0]];
  const right = Math.abs(x * Number(m[5]) - y * Number(m[4])) < 1e-9;
  return {
    right,
    why: `${m[1]}是 ${name(r.all[a[0]])}（起作用的 ${fmt(x)} mol），${m[2]}是 ${name(r.all[b[0]])}（起作用的 ${fmt(y)} mol），二者之比为 ${simplest(x, y)}${right ? '' : `，不是 ${m[4]} : ${m[5]}`}`,
  };
}

/** 「氧化性：KMnO4 > Cl2」: the oxidant is stronger than the oxidation product; the reductant than the reduction product. */
function strengthClaim(r: RedoxRoles, t: string): Verdict | null {
  const m = /^(氧化性|还原性)(?::|强弱:)?(.+?)(>|<)(.+?)$/.exec(t);
  if (!m) return null;
  const [strong, weak] = m[3] === '>' ? [m[2], m[4]] : [m[4], m[2]];
  const i = subject(r, strong);
  const j = subject(r, weak);
  if (i === null || j === null) return undecided('说法中的物质不在这个方程式中，无法由方程式判断');
  const ox = m[1] === '氧化性';
  const agent = (k: number) => k < r.reactantCount && (ox ? r.down[k] > 0 && r.up[k] === 0 : r.up[k] > 0 && r.down[k] === 0);
  const product = (k: number) => k >= r.reactantCount && (ox ? r.up[k] > 0 && r.down[k] === 0 : r.down[k] > 0 && r.up[k] === 0);
  const [agentWord, productWord] = ox ? ['氧化剂', '氧化产物'] : ['还原剂', '还原产物'];
  const rule = `${agentWord}的${m[1]}强于${productWord}`;
  if (agent(i) && product(j)) return { right: true, why: `${name(r.all[i])} 是${agentWord}，${name(r.all[j])} 是${productWord}，${rule}` };
  if (agent(j) && product(i))
    return {
      right: false,
      why: `${name(r.all[j])} 是${agentWord}，${name(r.all[i])} 是${productWord}，${rule}，应是 ${name(r.all[j])} 更强`,
    };
  return undecided('这两种物质不是同一反应中的剂与相应产物，无法由方程式比较');
}

/** 「该反应属于置换反应」「该反应是氧化还原反应」 and their negations. */
export function typeClaim(r: RedoxRoles, t: string): Verdict | null {
  const m = /^(?:该|此|这个|上述)?反应(不)?(?:属于|是|为)(置换|化合|分解|复分解|氧化还原)反应$/.exec(t);
  if (!m) return null;
  const v = reactionType(r, m[2]);
  if (v.right === null) return v;
  return { right: m[1] ? !v.right : v.right, why: v.why };
}

const isElement = (s: Species) => s.atoms.size === 1 && s.charge === 0;

/** Whether the equation is of one of the four basic types or a redox reaction. */
export function reactionType(r: RedoxRoles, kind: string): Verdict {
  const reactants = r.all.slice(0, r.reactantCount);
  const products = r.all.slice(r.reactantCount);
  if (kind === '氧化还原') {
    const redox = r.electrons > 0;
    return {
      right: redox,
      why: redox
        ? `反应中${r.oxidised.join('、')}元素化合价升高、${r.reduced.join('、')}元素化合价降低，是氧化还原反应`
        : '反应前后各元素化合价都没有变化，不是氧化还原反应',
    };
  }
  if (r.all.some((s) => s.charge !== 0)) return undecided('这是离子方程式，基本反应类型不作判断');
  if (kind === '置换') {
    const one = (list: Species[]) => list.length === 2 && list.filter(isElement).length === 1;
    const right = one(reactants) && one(products);
    return {
      right,
      why: right ? '一种单质与一种化合物反应生成另一种单质和另一种化合物，是置换反应' : '不是“单质 + 化合物 → 单质 + 化合物”，不是置换反应',
    };
  }
  if (kind === '化合') {
    const right = reactants.length >= 2 && products.length === 1;
    return { right, why: right ? '多种物质生成一种物质，是化合反应' : '不是“多变一”，不是化合反应' };
  }
  if (kind === '分解') {
    const right = reactants.length === 1 && products.length >= 2;
    return { right, why: right ? '一种物质生成多种物质，是分解反应' : '不是“一变多”，不是分解反应' };
  }
  if (r.electrons > 0) return { right: false, why: '反应中有元素化合价变化，复分解反应都不是氧化还原反应' };
  return undecided('是否为复分解反应（两种化合物互相交换成分）这里不作判断');
}

/** One option about the equation, judged from its roles; null when it is none of the statements read here. */
export function judgeRedoxClaim(r: RedoxRoles, option: string): Verdict {
  const t = normalizeScienceText(option)
    .replace(/\$/g, '')
    .replace(/\\(?:mathrm|text)\{([^}]*)\}/g, '$1')
    .replace(/[\s;；]+/g, '')
    // Only a closing full stop: 「0.5 mol」 keeps its decimal point.
    .replace(/[。.]+$/, '')
    .replace(/，/g, ',')
    .replace(/：/g, ':')
    .replace(/∶/g, ':')
    .replace(/＞/g, '>')
    .replace(/＜/g, '<');
  return (
    electronClaim(r, t) ?? ratioClaim(r, t) ?? strengthClaim(r, t) ?? typeClaim(r, t) ?? roleClaim(r, t) ?? { ...undecided(), unread: true }
  );
}
