import type { ProblemType, Subject } from './types';

/** Keyword weights per subject; the highest total wins. Chinese first, then English, Japanese, Spanish. */
const SUBJECT_WORDS: Record<Exclude<Subject, 'other'>, Array<[RegExp, number]>> = {
  programming: [
    // "算法" alone is not programming: 《算法统宗》 is a book of problems, and 程序框图 / 算法语句 are gaokao math.
    [/编程|程序设计|源代码|代码|函数调用|数组|字符串|链表|时间复杂度|空间复杂度|编译|变量名|伪代码|プログラム|コード|programa|código/, 3],
    [/\b(?:python|java|javascript|typescript|golang|rust|sql|html|css)\b|c\+\+/i, 4],
    [/编写|写一个|写一段|实现一个|书き|escribe un/, 2],
    // "\\lambda" in a formula is a Greek letter, not a Python keyword
    [/(?<!\\)\b(?:def|class|return|import|print|console\.log|printf|scanf|#include|int main|public static|void|elif|lambda)\b/, 2],
    [/\bfor\s*\(|\bwhile\s*\(|=>|\{\s*$|;\s*$/m, 1],
  ],
  chemistry: [
    [
      /化学|化合物|化学式|化学方程式|方程式配平|配平|摩尔|物质的量|相对分子质量|相对原子质量|摩尔质量|元素|原子|分子|离子|溶液|溶质|溶剂|浓度|氧化|还原|电解|反应|催化|沉淀|酸|碱|盐|有机物|化合价|质量分数|química|化学反応/,
      3,
    ],
    // "集合中元素的个数" is about a set, not a chemical element.
    [/集合[^。]{0,40}元素|元素的个数|元素个数/, -3],
    // The structure of matter (选择性必修 2) speaks of 能级 and 跃迁 too, in words physics does not use.
    [/能层|电子排布|排布式|轨道表示式|价电子|价层电子|焰色|泡利|洪特|构造原理|电负性/, 3],
    [/\bmol\b|g\/mol|mol\/L/, 3],
    // Relations of substances and nuclides (必修第一册 第四章, 必修第二册 第七章): words physics does not use. Physics
    // counts 质子数 and 中子数 too, in its decays and nuclear reactions: there they are no sign of chemistry.
    [
      /核素|同位素|同素异形体|同系物|同分异构体|电解质|纯净物|混合物|^(?![\s\S]*(?:衰变|核反应|裂变|聚变))[\s\S]*?(?:核外电子|质子数|中子数)/,
      3,
    ],
    // The laboratory's own apparatus and operations (a physics experiment uses none of them; 蒸馏水 it does).
    [/萃取|分液|蒸馏(?!水)|滴定管|容量瓶|锥形瓶|洗气瓶|集气瓶|石蕊|酚酞|甲基橙|排空气法|沸石|碎瓷片|铂丝|除杂/, 3],
    [/(?:^|[^a-zA-Z])(?:[A-Z][a-z]?\d*){2,}(?:[^a-zA-Z]|$)/, 1],
    // 「20MB」「4GB」: a file's size after a number, not Mg + B
    [/\d\s*[KMG]B(?![a-zA-Z])/, -1],
    [/→|⇌|=\s*(?:[A-Z][a-z]?\d*)+|\\rightarrow/, 1],
  ],
  physics: [
    [
      /物理|速度|加速度|位移|路程|力|质量|重力|摩擦|弹簧|牛顿|动能|势能|机械能|功率|做功|能量|动量|冲量|压强|密度|浮力|电阻|电流|电压|电功|电荷|电场|磁场|感应|透镜|折射|反射|波长|频率|周期|热量|比热容|温度|物体|小球|汽车|木块|匀速|匀加速|自由落体|抛|física|velocidad|速さ|物体/,
      2,
    ],
    [/\d\s*(?:m\/s²?|m\/s\^2|km\/h|kg|N\b|J\b|W\b|V\b|A\b|Ω|Pa\b|Hz\b|℃|°C|kWh|cm|mm)/, 3],
    // Atomic and nuclear physics: a chemistry question speaks of atoms and elements too, but not of these.
    [/能级|跃迁|光子|光电|逸出功|遏止电压|核反应|核子|结合能|质量亏损|核聚变|核裂变/, 3],
    // Waves and oscillation: 「波源从平衡位置开始向上振动…波速为____m/s」 names none of the words above.
    [/波源|振源|波速|简谐运动|平衡位置/, 2],
    // Kinetic theory, waves and rays: a chemistry question speaks of molecules and atoms, never of these.
    [
      /布朗运动|扩散现象|分子间(?:的)?(?:引力|斥力)|分子力|α粒子|[αβγ]射线|\\(?:alpha|beta|gamma)\$?\s*射线|玻尔|核式结构|天然放射|偏振|双缝|电磁波|声波|横波|纵波|开普勒|行星/,
      3,
    ],
    // A half-life or a decay is the nucleus's (「某放射性元素…该元素未衰变的原子核…」 says 元素 and 原子 twice): a
    // choice question of it must reach the physics engines before the chemistry choice reader refuses it. (Asked
    // without options, it is answered on the chemistry side's way, as before.)
    [/(?:半衰期|放射性|衰变)(?=[\s\S]*(?:^|\s)A\s*[.．、])/, 4],
    // The history of physics names its physicists (a chemistry question on atomic models names a few of them too).
    [
      /物理学史|物理学家|伽利略|开普勒|卡文迪[许什]|库仑|奥斯特|法拉第|楞次|麦克斯韦|赫兹|密立根|查德威克|贝[克可]勒尔|普朗克|爱因斯坦|德布罗意/,
      2,
    ],
  ],
  math: [
    [
      /程序框图|框图|流程图|算法语句|输出的|算法统宗|九章算术|方程|不等式|函数|导数|求导|积分|极限|数列|等差|等比|集合|概率|排列|组合|向量|复数|矩阵|三角形|圆|抛物线|椭圆|双曲线|直线|平面|几何|因式分解|分解因式|化简|求值|展开|实数|整数|有理数|根|对数|指数|三角函数|正弦|余弦|正切|面积|体积|周长|角|证明|定义域|值域|单调|最大值|最小值|ecuación|方程式|関数|微分|積分/,
      2,
    ],
    [/\\frac|\\sqrt|\\int|\\lim|\\sum|\\log|\\ln|\\sin|\\cos|\\tan|∫|√|∑|π|lim|sin|cos|tan|log|ln\b/, 2],
    [/[a-z]\s*\^|\^\s*\{?\d|[a-z]²|[0-9]\s*[a-z]\b|[a-z]\s*[=<>≤≥]\s*-?\d|\d\s*[+\-*/×÷]\s*\d/, 2],
    [
      /\\(?:bar|overline|vec|overrightarrow|triangle|angle|alpha|beta|theta|omega|varphi|lambda|cdot|in|cap|cup|complement|leq|geq|infty)(?![a-zA-Z])|\d\s*[+-]\s*[a-z]\b|[a-z]_{?\d/,
      2,
    ],
    // Counting and probability questions are told in words.
    [/种数|排法|分法|选法|不同的(?:安排|分配|选|排)|共有[^。]{0,8}种|多少种|概率|随机/, 2],
  ],
};

/** Choice options: "A. 2  B. 3", "(A) …", "A、…" with at least two letters in order. */
const OPTION = /(?:^|[\s\n(（)）])([A-D])\s*[.．、:：)）]/g;

function hasOptions(text: string): boolean {
  const letters = new Set([...text.matchAll(OPTION)].map((m) => m[1]));
  return letters.has('A') && letters.has('B');
}

const BLANK = /_{2,}|＿{2,}|[（(]\s*[)）]|填空|空白/;
const SOLUTION =
  /求|解|计算|证明|化简|判断|说明|推导|写出|分解|展开|多少|几|是否|\bfind\b|\bsolve\b|\bcalculate\b|\bcompute\b|\bprove\b|\bevaluate\b|\bsimplify\b|\bdetermine\b|求め|解け|計算|証明|calcula|resuelve|halla|demuestra|determina|[=＝]\s*[?？]?\s*$/i;

export function classifyProblemType(text: string): ProblemType {
  if (hasOptions(text) || /选择题|下列.*(?:正确|错误)的是/.test(text)) return 'choice';
  if (BLANK.test(text)) return 'fill_in_blank';
  if (SOLUTION.test(text)) return 'solution';
  return 'other';
}

/** Code itself: keywords of a programming language or lines shaped like code. */
const CODE =
  /\bdef\s+\w+\s*\(|\bclass\s+\w+\s*[:{(]|#include|\bint\s+main\b|public\s+static|console\.log\s*\(|System\.out|\b(?:printf|scanf|print)\s*\(|\b(?:for|while|if)\s*\(.*\)\s*\{|\bfor\s+\w+\s+in\s+\w|^\s*(?:import|from)\s+[\w.]+|\belif\b|^[^\u3400-\u9fff\n]*[=(][^\u3400-\u9fff\n]*;\s*$|(?<!\\)\{\s*$/m;

/** A question is about programming only when it shows code, names a language or speaks of code. */
const PROGRAMMING_EVIDENCE =
  /编程|程序设计|源代码|代码|伪代码|\b(?:python|java|javascript|typescript|golang|rust|sql|html|css)\b|c\+\+|プログラム|コード|programa|código/i;

/** Whether the text contains code (not only words about programming). */
export function containsCode(text: string): boolean {
  return CODE.test(text.normalize('NFKC'));
}

export function classifySubject(text: string): Subject {
  const scores = Object.entries(SUBJECT_WORDS).map(([subject, rules]) => {
    let score = 0;
    for (const [re, w] of rules) {
      const flags = re.flags.includes('g') ? re.flags : `${re.flags}g`;
      const hits = [...text.matchAll(new RegExp(re.source, flags))].length;
      score += Math.min(hits, 3) * w;
    }
    return [subject as Subject, score] as const;
  });
  scores.sort((a, b) => b[1] - a[1]);
  // Words such as 程序框图, 算法 or 输出 belong to math papers too: without code, it is not programming.
  if (scores[0][0] === 'programming' && !containsCode(text) && !PROGRAMMING_EVIDENCE.test(text)) scores.shift();
  const [best, second] = scores;
  if (best[1] === 0) return 'other';
  // A tie between math and a science goes to the science: its word lists are more specific.
  if (second && second[1] === best[1] && best[0] === 'math') return second[0];
  return best[0];
}

/** Keyword/heuristic classification of a problem (Chinese, English, Japanese, Spanish). */
export function classify(text: string): { subject: Subject; problemType: ProblemType } {
  const t = text.normalize('NFKC');
  return { subject: classifySubject(t), problemType: classifyProblemType(t) };
}
