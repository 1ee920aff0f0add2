/**
 * Situations whose quantities are products of powers of a few factors, as the textbook's formulas give them: a
 * charged particle circling in a uniform magnetic field (r = mv/(qB), T = 2πm/(qB)), the cyclotron
 * (E_km = q²B²R²/(2m), independent of the voltage), a rod cutting field lines (E = BLv) and a straight wire across
 * the field (F = BIL). Each says how the stem names it, which factors a change may touch, and each quantity's powers.
 */
export interface PowerLawFactor {
  key: string;
  /** Its names in a change or a 「与…无关」 claim (the 的 taken out). */
  name: RegExp;
  label: string;
  /** A factor told through others (a particle's kinetic energy with its mass fixed: v ∝ E_k^½). */
  via?: Record<string, number>;
  /** A change the books do not agree on (a cyclotron's B changed without retuning the frequency): not read. */
  unsure?: boolean;
  /**
   * Stems under which its change moves a factor held fixed here: a particle's mass changed at the same kinetic energy
   * or momentum slows it (v ∝ m^-½ or 1/m), where the table keeps v.
   */
  unsureWhen?: RegExp;
}

export interface PowerLawQuantity {
  /** Its names as an option's subject, the 的 taken out. */
  name: RegExp;
  label: string;
  powers: Record<string, number>;
  /** A vector (the Lorentz force, the acceleration): 「不变」 is read only of its size (「大小不变」), as it turns. */
  vector?: boolean;
}

export interface PowerLawSituation {
  /** The stem sets it up: every test must hold, none of `not`. */
  is: RegExp[];
  not: RegExp;
  formula: string;
  factors: PowerLawFactor[];
  quantities: PowerLawQuantity[];
  /** Whole clauses this situation settles by itself (a cyclotron's particle gains energy from the electric field). */
  facts?: { clause: RegExp; truth: boolean; why: string }[];
}

const PARTICLE = '(?:带电粒子|粒子|电子|质子|离子|α粒子|氘核)';
const SPEED: PowerLawFactor = { key: 'v', name: /^(?:入射|运动)?(?:速度|速率)(?:大小)?v?$/, label: '速率 v' };
const FIELD: PowerLawFactor = { key: 'B', name: /^(?:匀强磁场)?磁感应强度B?$/, label: '磁感应强度 B' };

export const POWER_LAW_SITUATIONS: PowerLawSituation[] = [
  {
    is: [
      /匀强磁场|磁场区域/,
      new RegExp(PARTICLE),
      /圆周运动|垂直(?:射入|进入|于)?(?:匀强)?磁场|(?:速度)?方向与(?:磁场|磁感应强度)(?:的)?方向垂直|垂直磁场方向/,
    ],
    // Anything that slows the particle (a plate it crosses, drag, ionising the gas) breaks 「速率不变」.
    not: /图|电场|电压|加速(?!度)|重力|夹角|角度|°|斜|回旋|质谱|速度选择|导线|导体|线圈|时间|边界|射出|电流|非匀强|板|阻力|摩擦|碰撞|电离|损失|衰变/,
    formula: '$r = \\frac{mv}{qB}$，$T = \\frac{2\\pi m}{qB}$，$\\omega = \\frac{qB}{m}$，洛伦兹力不做功',
    factors: [
      SPEED,
      FIELD,
      { key: 'Ek', name: /^动能E?k?$/, label: '动能 E_k', via: { v: 0.5 } },
      { key: 'm', name: /^质量m?$/, label: '质量 m', unsureWhen: /动能|动量/ },
      { key: 'q', name: /^(?:电荷量|电量|带电量)q?$/, label: '电荷量 q' },
    ],
    quantities: [
      { name: /^(?:轨道|轨迹|运动|圆周运动)?半径r?$/, label: '轨道半径', powers: { m: 1, v: 1, q: -1, B: -1 } },
      { name: /^(?:运动|圆周运动)?周期T?$/, label: '周期', powers: { m: 1, q: -1, B: -1 } },
      { name: /^(?:运动|圆周运动)?角速度ω?$/, label: '角速度', powers: { m: -1, q: 1, B: 1 } },
      { name: /^(?:运动|圆周运动)?(?:频率|转速)$/, label: '频率', powers: { m: -1, q: 1, B: 1 } },
      { name: /^(?:运动)?(?:速率|速度大小|线速度大小)$/, label: '速率', powers: { v: 1 } },
      { name: /^动能$/, label: '动能', powers: { m: 1, v: 2 } },
      { name: /^(?:洛伦兹力|磁场力)(?:大小)?$/, label: '洛伦兹力', powers: { q: 1, v: 1, B: 1 }, vector: true },
      { name: /^(?:向心)?加速度(?:大小)?$/, label: '加速度', powers: { q: 1, v: 1, B: 1, m: -1 }, vector: true },
      { name: /^动量(?:大小)?$/, label: '动量', powers: { m: 1, v: 1 }, vector: true },
    ],
  },
  {
    is: [/回旋加速器/],
    not: /质谱|速度选择/,
    formula: '离开时 $r = R$，$E_{km} = \\frac{q^2B^2R^2}{2m}$，加速次数 $n = \\frac{E_{km}}{qU}$，回旋周期 $T = \\frac{2\\pi m}{qB}$',
    factors: [
      { key: 'U', name: /^(?:交变|加速|两D形盒间(?:的)?|D形盒间(?:的)?)?电压U?$/, label: '加速电压 U' },
      { key: 'R', name: /^D形盒(?:的)?半径R?$/, label: 'D 形盒半径 R' },
      { ...FIELD, unsure: true },
    ],
    quantities: [
      { name: /^(?:获得|射出时|离开加速器时|最终获得)?最大动能(?:E?km)?$/, label: '最大动能', powers: { q: 2, B: 2, R: 2, m: -1 } },
      { name: /^(?:获得|射出时|离开加速器时)?最大(?:速度|速率)(?:大小)?$/, label: '最大速度', powers: { q: 1, B: 1, R: 1, m: -1 } },
      {
        name: /^(?:在加速器中)?(?:被)?加速(?:次数|圈数)$|^(?:回旋|运动)圈数$/,
        label: '加速次数',
        powers: { q: 1, B: 2, R: 2, m: -1, U: -1 },
      },
      {
        name: /^在(?:回旋)?加速器中运动(?:总)?时间$|^在D形盒中运动(?:总)?时间$/,
        label: '在加速器中运动的时间',
        powers: { B: 1, R: 2, U: -1 },
      },
      { name: /^(?:在磁场中(?:运动|回旋)|回旋)周期$/, label: '在磁场中运动的周期', powers: { m: 1, q: -1, B: -1 } },
    ],
    facts: [
      { clause: new RegExp(`^${PARTICLE}?(?:是)?从电场中获得能量$`), truth: true, why: '洛伦兹力不做功，粒子的能量来自电场加速' },
      {
        clause: new RegExp(`^${PARTICLE}?(?:是)?从磁场中获得能量$`),
        truth: false,
        why: '洛伦兹力不做功，粒子的能量来自电场加速，不来自磁场',
      },
    ],
  },
  {
    is: [/匀强磁场/, /切割磁感线/, /导体棒|导线|金属棒|金属杆|导体/],
    not: /图|角|斜|线圈|转动|旋转|非匀强/,
    formula: '$E = BLv$',
    factors: [
      { key: 'v', name: /^(?:运动|切割)?(?:速度|速率)(?:大小)?v?$/, label: '速度 v' },
      FIELD,
      { key: 'L', name: /^(?:棒|导线|导体棒)?(?:有效)?长度L?$/, label: '长度 L' },
    ],
    quantities: [{ name: /^(?:(?:棒|导线)?中|两端)?(?:产生)?感应电动势E?$/, label: '感应电动势', powers: { B: 1, L: 1, v: 1 } }],
  },
  {
    is: [/匀强磁场/, /通电(?:直)?导线|直导线/, /垂直/],
    not: /图|角|斜|平行|弯|折|导轨|电阻|电源|线圈|切割|非匀强/,
    formula: '$F = BIL$（导线与磁场垂直）',
    factors: [
      { key: 'I', name: /^(?:导线中)?电流(?:强度)?I?$/, label: '电流 I' },
      FIELD,
      { key: 'L', name: /^(?:导线)?(?:在磁场中)?(?:的)?(?:有效)?长度L?$/, label: '导线长度 L' },
    ],
    quantities: [{ name: /^(?:导线)?(?:所受|受到)?安培力(?:大小)?F?$/, label: '安培力', powers: { B: 1, I: 1, L: 1 } }],
  },
];
