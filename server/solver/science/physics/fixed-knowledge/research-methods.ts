import { plainOption } from './plain-option';
import type { OptionVerdict } from './unit-statements';

/**
 * The research methods the textbooks name, each with its usual wordings, and their standard examples from 必修一 to
 * 选择性必修 (质点 and 点电荷 are ideal models, 合力与分力 an equivalent replacement, E = F/q a definition by ratio, …).
 * An example lists the methods it is taught with; `maybe` the ones some books also name for it, never decided.
 */
const METHODS: Record<string, string> = {
  理想化模型: '理想化模型|理想模型|建立理想(?:化)?模型|理想化',
  等效替代: '等效替代|等效替换|等效',
  控制变量: '控制变量',
  比值定义: '比值定义|比值',
  极限: '极限',
  微元: '微元',
  放大: '微小量放大|放大',
  理想实验: '理想实验',
  假设: '假设',
  类比: '类比',
  转换: '转换',
  归纳: '归纳',
  演绎: '演绎',
};

interface Example {
  wordings: string[];
  methods: string[];
  maybe?: string[];
}

const FORMULA_DEFINITIONS = ['E=F/q', 'C=Q/U', 'B=F/\\(?IL\\)?', 'R=U/I', 'a=Δv/Δt', 'v=Δx/Δt', 'φ=E_?p/q', 'I=q/t'];
const FORMULA_LAWS = ['a=F/m', 'E=kQ/r\\^?2', 'I=U/R', 'C=εS/\\(?4πkd\\)?', 'R=ρl/S', 'R=ρL/S'];

const EXAMPLES: Example[] = [
  {
    wordings: [
      '(?:(?:在)?不需要考虑物体本身的大小和形状时[，,])?用质点(?:来)?代替(?:实际)?物体',
      '(?:把|将)物体(?:看作|看成|视为|简化为)质点',
      '质点(?:的概念)?',
      '(?:引入|建立)质点(?:的概念)?',
      '用点电荷(?:来)?代替(?:实际的)?带电体',
      '点电荷(?:的概念)?',
      '(?:引入|建立)点电荷(?:的概念)?',
    ],
    methods: ['理想化模型'],
  },
  {
    wordings: [
      '(?:引入|建立)?合力与分力(?:的概念)?',
      '(?:用)?合力(?:来)?代替(?:几个)?分力',
      '(?:引入)?重心(?:的概念)?',
      '交变电流(?:的)?有效值(?:的概念)?',
    ],
    methods: ['等效替代'],
  },
  {
    wordings: [
      '探究加速度与力、质量(?:之间)?的关系(?:的实验)?',
      '探究加速度与力和质量(?:之间)?的关系(?:的实验)?',
      '探究加速度与(?:物体)?质量、(?:所受)?合力(?:之间)?的关系(?:的实验)?',
    ],
    methods: ['控制变量'],
  },
  {
    wordings: FORMULA_DEFINITIONS.map(
      (f) => `(?:(?:用|由)?(?:定义式)?${f}(?:来)?定义[\\u4e00-\\u9fa5]{2,6}|[\\u4e00-\\u9fa5]{2,6}(?:的定义式)?${f}|定义式${f})`,
    ),
    methods: ['比值定义'],
  },
  { wordings: FORMULA_LAWS.map((f) => `(?:[\\u4e00-\\u9fa5]{2,6})?(?:的决定式)?${f}`), methods: [] },
  { wordings: ['(?:用|由)平均速度(?:来)?(?:代替|表示)瞬时速度', '瞬时速度(?:的)?(?:定义|概念)'], methods: ['极限'], maybe: ['微元'] },
  {
    wordings: ['推导匀变速直线运动(?:的)?位移公式', '(?:用)?v-t图像(?:与时间轴所围)?(?:的)?面积(?:来)?(?:表示|求)位移'],
    methods: ['微元'],
    maybe: ['极限'],
  },
  {
    wordings: [
      '卡文迪许(?:的)?扭秤实验',
      '库仑(?:的)?扭秤实验',
      '观察桌面(?:的)?微小形变(?:的实验)?',
      '显示(?:玻璃瓶|桌面)(?:的)?微小形变(?:的实验)?',
    ],
    methods: ['放大'],
    maybe: ['转换'],
  },
  { wordings: ['伽利略(?:的)?理想斜面实验'], methods: ['理想实验'], maybe: ['合理外推', '逻辑推理'] },
];

const GLUE_BEFORE = '(?:在|对)?';
const GLUE_MID =
  '(?:时|中|的过程中|实验中)?[，,]?(?:这里|这|该实验|该方法|此处)?(?:是)?(?:采用|运用|应用|利用|使用|用到|体现|应用|用)了?|(?:的方法|的过程)?(?:是|叫|叫做|称为|属于)(?:一种|一个)?';
const METHOD_TAIL = '(?:的思想方法|的科学方法|的物理方法|思想方法|的方法|的思想|思想|方法|法)?';

const whole = (sources: string[], text: string) => sources.some((s) => new RegExp(`^(?:${s})$`).test(text));

/** `\frac{F}{q}` → F/q, `\Delta` → Δ, `\varphi` → φ: a definition written in exam LaTeX read as plain text. */
function plainFormula(text: string): string {
  return text
    .replace(/\\Delta\s*/g, 'Δ')
    .replace(/\\(?:varphi|phi)/g, 'φ')
    .replace(/\\varepsilon|\\epsilon/g, 'ε')
    .replace(/\\pi/g, 'π')
    .replace(/\\rho/g, 'ρ')
    .replace(/\\d?frac\{([^{}]*)\}\{([^{}]*)\}/g, (_m, a: string, b: string) => `${a}/${b.length > 1 ? `(${b})` : b}`)
    .replace(/[{}]/g, '');
}

/**
 * 「用质点代替物体采用了理想化模型的方法」「合力与分力的概念运用了等效替代法」「电场强度E=F/q是用比值定义法定义的」:
 * one standard example and one named method, nothing else. True when the example is taught with that method, false
 * when it is taught with others only and the named one is not among those some books also give; null otherwise.
 */
export function judgeMethodStatement(option: string): OptionVerdict | null {
  const t = plainFormula(plainOption(option));
  const names = Object.keys(METHODS);
  for (const name of names) {
    const m = new RegExp(`^${GLUE_BEFORE}(.+?)(?:${GLUE_MID})(?:${METHODS[name]})${METHOD_TAIL}(?:定义的)?$`).exec(t);
    if (!m) continue;
    const example = EXAMPLES.find((e) => whole(e.wordings, m[1]));
    if (!example) return null;
    if (example.methods.includes(name)) return { truth: true, why: `${m[1]}用的是${name}法` };
    if (example.maybe?.includes(name)) return null;
    if (!example.methods.length) return { truth: false, why: `${m[1]}是决定式（不是定义式），不是用${name}法定义的` };
    return { truth: false, why: `${m[1]}用的是${example.methods.join('、')}法，不是${name}法` };
  }
  return null;
}
