/**
 * Look-alikes of questions printed by other sources (decision 0099): a letter in the words that is a name and not a
 * variable, a letter before a formula that is a label, a source tag, Unicode powers in chemistry, units, half-width
 * full stops, two blanks. Each carries its hand-worked answer (a regular expression the answer must match), or null
 * when only a refusal is right. `comparable` is the form the answers are compared in (spaces dropped, a choice's
 * letter without its explanation).
 */
export function comparable(answer: string): string {
  const s = answer.replace(/\$/g, '').replace(/\s+/g, '');
  return /^[A-D](?:（|$)/.test(s) ? s[0] : s;
}

export interface HuntCase {
  text: string;
  answer: RegExp | null;
}

export const CASES: HuntCase[] = [
  // letters in the words that are names, labels or counts
  { text: '已知点 P $(1,2)$ 在直线 $y=kx$ 上，则 $k=$', answer: /^(?:k=)?2$/ },
  { text: '已知直线 l $y=2x+1$ 与直线 $y=kx-3$ 平行，则 $k=$', answer: /^(?:k=)?2$/ },
  { text: '直线 l $y=3x-1$ 的斜率为', answer: /^3$/ },
  { text: '圆 C $x^{2}+y^{2}=4$ 的半径为', answer: /^2$/ },
  { text: '圆 C $x^{2}+y^{2}-2x=0$ 的半径为', answer: /^1$/ },
  { text: '曲线 C $y=x^{3}$ 在点 $(1,1)$ 处的切线的斜率为', answer: /^3$/ },
  { text: '函数 f $(x)=x^{2}-2x$ 的最小值为', answer: /^-1$/ },
  { text: '已知函数 f $(x)=2x+1$，则 $f(3)=$', answer: /^(?:f\(3\)=)?7$/ },
  { text: '点 P $(1,2)$ 到直线 $3x+4y-1=0$ 的距离为', answer: /^2$/ },
  { text: '已知点 M $(2,3)$，则点 M 到 $x$ 轴的距离为', answer: /^3$/ },
  { text: '点 A $(1,0)$ 与点 B $(4,4)$ 之间的距离为', answer: /^5$/ },
  { text: '已知点 A $(1,1)$，B $(3,5)$，则线段 $AB$ 的中点坐标为', answer: /^\(2,\s*3\)$/ },
  { text: '数列 $\\{a_{n}\\}$ 的前 n 项和 $S_{n}=n^{2}$，则 $a_{5}=$', answer: /^(?:a_\{?5\}?=)?9$/ },
  { text: '数列 $\\{a_{n}\\}$ 的前 n 项和 $S_{n}=n^{2}+1$，则 $a_{1}=$', answer: /^(?:a_\{?1\}?=)?2$/ },
  { text: '等差数列 $\\{a_{n}\\}$ 中，$a_{1}=3$，公差 d $=2$，则 $a_{10}=$', answer: /^(?:a_\{?10\}?=)?21$/ },
  { text: '等比数列 $\\{a_{n}\\}$ 的前 n 项和为 $S_{n}$，$a_{1}=1$，公比 q $=2$，则 $S_{4}=$', answer: /^(?:S_\{?4\}?=)?15$/ },
  { text: '已知 m 是正整数，且 $m^{2}=9$，则 $m=$', answer: /^(?:m=)?3$/ },
  { text: '已知集合 $A=\\{1,2,3\\}$，A 的子集有 m 个，则 $m=$', answer: /^(?:m=)?8$/ },
  { text: '将 $24$ 名学生平均分成 a 组，每组 $6$ 人，则 $a=$', answer: /^(?:a=)?4$/ },
  { text: '抛物线 $y=x^{2}-4x+3$ 与 x 轴交于 A，B 两点，则 $|AB|=$', answer: /^2$/ },
  { text: '抛物线 $y=x^{2}-2x-3$ 与 x 轴的交点个数为', answer: /^2$/ },
  { text: '抛物线 $y=x^{2}-2x-3$ 与 y 轴的交点坐标为', answer: /^\(0,\s*-3\)$/ },
  {
    text: '已知向量 $\\vec{a}=(1,2)$，$\\vec{b}=(1,1)$，若向量 k $\\vec{a}+\\vec{b}$ 与 $\\vec{b}$ 垂直，则 $k=$',
    answer: /^(?:k=)?-\\?(?:d|t)?frac\{2\}\{3\}$|^(?:k=)?-2\/3$/,
  },
  { text: '若 $x=2$ 是方程 $x^{2}-ax+2=0$ 的根，则 a $=$', answer: /^(?:a=)?3$/ },
  { text: '在 $\\triangle ABC$ 中，角 A，B，C 所对的边分别为 a，b，c，若 $a=3$，$b=4$，$C=90^{\\circ}$，则 $c=$', answer: /^(?:c=)?5$/ },
  {
    text: '在 $\\triangle ABC$ 中，$a=3$，$b=4$，$c=5$，则角 C 的大小为',
    answer: /^(?:C=)?(?:90\^\{?\\circ\}?|\\frac\{\\pi\}\{2\}|π\/2|90°)$/,
  },
  {
    text: '下列各数中最小的是（　　）\nA、$-2$  B、$0$  C、$\\frac{1}{2}$  D、$-\\frac{1}{3}$',
    answer: /^A$/,
  },
  {
    text: '已知 $a>0$，若 $a^{2}=4$，则下列正确的是（　　）\nA $a=2$\nB $a=-2$\nC $a=\\pm 2$\nD 以上都不对',
    answer: /^A$/,
  },
  // a source tag whose number is part of the question, and labels
  { text: '(2019 年)已知 $x+1=2020$，则 $x=$', answer: /^(?:x=)?2019$/ },
  { text: '【例 3】已知 $2x=6$，则 $x=$', answer: /^(?:x=)?3$/ },
  // two blanks: one answer is not the answer; each blank answered alone is (decision 0122)
  { text: '已知 \\(a+b=5\\)，\\(a-b=1\\)，则 \\(a=\\underline{\\quad}\\)，\\(b=\\underline{\\quad}\\)', answer: null },
  {
    text: '已知等差数列 $\\{a_{n}\\}$ 中，$a_{1}=2$，$a_{3}=6$，则 $a_{5}=\\underline{\\quad}$，$S_{5}=\\underline{\\quad}$',
    answer: /^a_\{?5\}?=10，S_\{?5\}?=30$/,
  },
  { text: '已知 $x=2$ 是方程 $x^{2}+mx-6=0$ 的一个根，则 $m=$ ____ ，另一个根为 ____', answer: null },
  { text: '已知等差数列 \\(\\{a_{n}\\}\\) 中，\\(a_{1}=2\\)，\\(a_{3}=6\\)，则 \\(S_{5}=\\)\\_\\_\\_\\_.', answer: /^(?:S_\{?5\}?=)?30$/ },
  { text: '已知等差数列 \\(\\{a_{n}\\}\\) 中，\\(a_{1}=2\\)，\\(a_{3}=6\\)，则公差 \\(d=\\)\\_\\_\\_\\_.', answer: /^(?:d=)?2$/ },
  // physics: unit letters, half-width full stops, powers, √, source tags
  {
    text: '一理想变压器原线圈匝数为 1100，副线圈匝数为 55. 原线圈接 $220 V$ 交流电，则副线圈两端电压为\nA. 11 V  B. 22 V  C. 110 V  D. 4400 V',
    answer: /^A$/,
  },
  {
    text: '一电器中的变压器可视为理想变压器，它将 220 V 交变电流改变为 110 V. 已知变压器副线圈匝数为 800，则原线圈的匝数为\nA. 200  B. 400  C. 1600  D. 3200',
    answer: /^C$/,
  },
  {
    text: '某理想变压器原、副线圈的匝数之比为 10:1，当输入电压增加 20 V 时，输出电压\nA. 降低 2 V  B. 增加 2 V  C. 降低 200 V  D. 增加 200 V',
    answer: /^B$/,
  },
  {
    text: '【例 3】某理想变压器原、副线圈的匝数之比为 1:10，当输入电压增加 $20 V$ 时，输出电压\nA. 降低 2 V  B. 增加 2 V  C. 降低 200 V  D. 增加 200 V',
    answer: /^D$/,
  },
  {
    text: '太阳因核聚变释放出巨大的能量，同时其质量不断减少。太阳每秒钟辐射出的能量约为 4×10²⁶ J，根据爱因斯坦质能方程，太阳每秒钟减少的质量最接近\nA. 10³⁶ kg  B. 10¹⁸ kg  C. 10¹³ kg  D. 10⁹ kg',
    answer: /^D$/,
  },
  {
    text: '(2020·全国Ⅲ卷)设地球是质量分布均匀、半径为 R 的球体，质量分布均匀的球壳对壳内物体的引力为零。一口矿井深为 d，地面处与井底的重力加速度大小之比为（　　）\nA．$1-\\frac{d}{R}$\nB．$1+\\frac{d}{R}$\nC．$\\left(\\frac{R-d}{R}\\right)^{2}$\nD．$\\frac{R}{R-d}$',
    answer: /^D$/,
  },
  {
    text: '物块在轻绳拉动下沿倾角为 $30^{\\circ}$ 的固定斜面向上匀速运动，轻绳与斜面平行。已知物块与斜面间的动摩擦因数为 √3/3，重力加速度 g 取 $10 m·s^{-2}$。若轻绳能承受的最大张力为 $1200 N$，则物块的质量最大为（　　）\nA、$120 kg$\nB、$60 \\sqrt{3} kg$\nC、$240 kg$\nD、$120 \\sqrt{3} kg$',
    answer: /^A$/,
  },
  {
    text: '物块在轻绳拉动下沿倾角为 $30^{\\circ}$ 的固定斜面向上匀速运动，轻绳与斜面平行。已知物块与斜面间的动摩擦因数为 $\\dfrac{\\sqrt{3}}{3}$，重力加速度取 $10 m·s^{-2}$。若物块的质量为 $60 kg$，则轻绳的张力为（　　）\nA、$300 N$\nB、$600 N$\nC、$300\\sqrt{3} N$\nD、$1200 N$',
    answer: /^B$/,
  },
  {
    text: '恒星内部的核反应之一是 2 个 ${ }_{1}^{2} H$ 结合成 1 个 ${ }_{2}^{4} He$，已知 ${ }_{1}^{2} H$ 的质量为 $2.0141 u$，${ }_{2}^{4} He$ 的质量为 $4.0026 u$，$1 u=931 MeV/c^{2}$，该过程释放的能量约为（　　）\nA．2.4 MeV  B．12 MeV  C．24 MeV  D．48 MeV',
    answer: /^C$/,
  },
  {
    text: '氘核聚变反应方程是 ${ }_{1}^{2} H+{ }_{1}^{2} H \\rightarrow { }_{2}^{3} He+{ }_{0}^{1} n$，已知 ${ }_{1}^{2} H$ 的质量为 $2.0136 u$，${ }_{2}^{3} He$ 的质量为 $3.0150 u$，${ }_{0}^{1} n$ 的质量为 $1.0087 u$，$1 u=931 MeV/c^{2}$。氘核聚变反应中释放的核能约为（　　）\nA．3.7 MeV  B．3.3 MeV  C．2.7 MeV  D．0.93 MeV',
    answer: /^B$/,
  },
  {
    text: '质量为 2 kg 的物体以 3 m/s 的速度运动，其动能为（　　）\nA. 3 J  B. 6 J  C. 9 J  D. 18 J',
    answer: /^C$/,
  },
  {
    text: '质量为 2 m 的物体 A 与质量为 m 的物体 B 以相同的速度运动，A 与 B 的动能之比为（　　）\nA. 1:2  B. 2:1  C. 1:4  D. 4:1',
    answer: /^B$/,
  },
  {
    text: '物体从 20 m 高处由静止自由下落，g 取 10 m·s⁻²，不计空气阻力，落地时的速度大小为（　　）\nA. 10 m/s  B. 20 m/s  C. 200 m/s  D. 400 m/s',
    answer: /^B$/,
  },
  {
    text: '一物体做匀加速直线运动，初速度为 2 m/s. 加速度为 0.5 m/s². 则 4 s 末的速度为（　　）\nA. 2 m/s  B. 4 m/s  C. 6 m/s  D. 8 m/s',
    answer: /^B$/,
  },
  {
    text: '一物体做匀加速直线运动，初速度为 2 m/s. 加速度为 0.5 m·s^{-2}. 则 4 s 内的位移为（　　）\nA. 8 m  B. 12 m  C. 4 m  D. 16 m',
    answer: /^B$/,
  },
  {
    text: '电阻 R 两端的电压为 5 V. 通过的电流为 0.5 A. 则电阻 R 的阻值为（　　）\nA. 2.5 Ω  B. 10 Ω  C. 0.1 Ω  D. 5.5 Ω',
    answer: /^B$/,
  },
  {
    text: '物体从高 h 处由静止自由下落，不计空气阻力，重力加速度为 g，落地时的速度大小为（　　）\nA. √2gh  B. √(gh)  C. 2gh  D. √(gh/2)',
    answer: /^A$/,
  },
  // chemistry: Unicode powers and charges, units per mole and per litre
  {
    text: '分子式为 C₄H₁₀O 且可与金属钠反应放出氢气的有机物有（不考虑立体异构）（　　）\nA. 2 种  B. 3 种  C. 4 种  D. 5 种',
    answer: /^C$/,
  },
  {
    text: '分子式为 C₃H₆Cl₂ 的有机物共有（不含立体异构）（　　）\nA. 3 种  B. 4 种  C. 5 种  D. 6 种',
    answer: /^B$/,
  },
  {
    text: '(2016·全国Ⅱ卷)分子式为 C₄H₈Cl₂ 的有机物共有（不含立体异构）（　　）\nA. 7 种  B. 8 种  C. 9 种  D. 10 种',
    answer: /^C$/,
  },
  {
    text: '1 mol SO₄²⁻ 中含有的电子的物质的量为（　　）\nA. 48 mol  B. 50 mol  C. 46 mol  D. 96 mol',
    answer: /^B$/,
  },
  {
    text: 'Fe³⁺ 的核外电子数为（　　）\nA. 23  B. 26  C. 29  D. 24',
    answer: /^A$/,
  },
  {
    text: '25 ℃时，c(OH⁻)=10⁻³ mol/L 的 NaOH 溶液的 pH 为（　　）\nA. 3  B. 11  C. 12  D. 10',
    answer: /^B$/,
  },
  {
    text: '25 ℃时，0.001 mol·L⁻¹ 的盐酸的 pH 为（　　）\nA. 3  B. 11  C. 1  D. 2',
    answer: /^A$/,
  },
  {
    text: '已知 $\\mathrm{H}_{2}(g)+\\frac{1}{2} \\mathrm{O}_{2}(g)=\\mathrm{H}_{2} \\mathrm{O}(l)$ $\\Delta H=-285.8 kJ·mol^{-1}$，则 2 mol 氢气完全燃烧生成液态水放出的热量为（　　）\nA. 285.8 kJ  B. 571.6 kJ  C. 142.9 kJ  D. 1143.2 kJ',
    answer: /^B$/,
  },
  {
    text: '在 2 L 密闭容器中，A 的物质的量在 5 s 内由 4 mol 减少到 2 mol，则用 A 表示的平均反应速率为（　　）\nA. 0.2 mol·L⁻¹·s⁻¹  B. 0.4 mol·L⁻¹·s⁻¹  C. 0.1 mol·L⁻¹·s⁻¹  D. 1 mol·L⁻¹·s⁻¹',
    answer: /^A$/,
  },
  {
    text: '元素 C 与 O 形成的化合物 CO₂ 中，C 的化合价为（　　）\nA. +2  B. +4  C. -4  D. +6',
    answer: /^B$/,
  },
  {
    text: '0.5 mol H₂SO₄ 的质量为（　　）\nA. 98 g  B. 49 g  C. 196 g  D. 24.5 g',
    answer: /^B$/,
  },
  // OCR spaces inside a decimal are no full stop; the question asked another way
  {
    text: '一物体做匀加速直线运动，初速度为 1 . 5 m/s，加速度为 0.5 m/s²，则 4 s 末的速度为（　　）\nA. 2 m/s  B. 3.5 m/s  C. 5 m/s  D. 7 m/s',
    answer: /^B$/,
  },
  {
    text: '一物体做匀加速直线运动，初速度为 2 m/s，加速度为 0 . 5 m/s²，则 4 s 末的速度为（　　）\nA. 2 m/s  B. 4 m/s  C. 22 m/s  D. 7 m/s',
    answer: /^B$/,
  },
  {
    text: '某理想变压器原、副线圈的匝数之比为 2 . 5:1，当输入电压增加 20 V 时，输出电压\nA. 降低 8 V  B. 增加 8 V  C. 增加 10 V  D. 增加 4 V',
    answer: /^B$/,
  },
  {
    text: '(2000 匝的原线圈)某理想变压器副线圈匝数为 100，原线圈接 220 V 交流电，则副线圈电压为\nA. 11 V  B. 22 V  C. 110 V  D. 4400 V',
    answer: /^A$/,
  },
  {
    text: '质量为 2 kg 的物体以 3 m/s 的速度运动. 若速度变为原来的 2 倍. 其动能为（　　）\nA. 9 J  B. 18 J  C. 36 J  D. 12 J',
    answer: /^C$/,
  },
  {
    text: '质量为 2 kg 的物体以 3 m/s 的速度运动，则其动量大小为（　　）\nA. 3 kg·m·s⁻¹  B. 6 kg·m·s⁻¹  C. 9 kg·m·s⁻¹  D. 18 kg·m·s⁻¹',
    answer: /^B$/,
  },
  {
    text: '电阻 R 两端的电压为 5 V. 通过的电流为 0.5 A. 则电阻 R 消耗的功率为（　　）\nA. 2.5 W  B. 10 W  C. 0.1 W  D. 5.5 W',
    answer: /^A$/,
  },
  {
    text: '太阳每秒钟辐射出的能量约为 4×10²⁶ J，根据爱因斯坦质能方程，太阳每分钟减少的质量最接近\nA. 10³⁶ kg  B. 10¹¹ kg  C. 10¹³ kg  D. 10⁹ kg',
    answer: /^B$/,
  },
  {
    text: '物体从 20 m 高处由静止自由下落，g 取 10 m·s⁻²，不计空气阻力，下落所用时间为（　　）\nA. 1 s  B. 2 s  C. 4 s  D. 20 s',
    answer: /^B$/,
  },
  {
    text: '物体从 20 m 高处由静止自由下落，g 取 10 m·s⁻²，不计空气阻力，落地时的速度大小为（　　）\nA. 10 m/s  B. 20 m/s  C. 200 m/s  D. 以上都不对',
    answer: /^B$/,
  },
  { text: '1 mol SO₄²⁻ 中含有的质子的物质的量为（　　）\nA. 48 mol  B. 50 mol  C. 46 mol  D. 96 mol', answer: /^A$/ },
  { text: '1 mol NH₄⁺ 中含有的电子的物质的量为（　　）\nA. 10 mol  B. 11 mol  C. 18 mol  D. 9 mol', answer: /^A$/ },
  { text: '0.5 mol H₂SO₄ 中含有的氧原子数为（　　）\nA. 0.5 N_A  B. 2 N_A  C. 4 N_A  D. N_A', answer: /^B$/ },
  {
    text: '分子式为 C₅H₁₂O 且可与金属钠反应放出氢气的有机物有（不考虑立体异构）（　　）\nA. 5 种  B. 6 种  C. 7 种  D. 8 种',
    answer: /^D$/,
  },
  { text: '分子式为 C₄H₁₀O 的醚有（不考虑立体异构）（　　）\nA. 2 种  B. 3 种  C. 4 种  D. 7 种', answer: /^B$/ },
  { text: '25 ℃时，0.001 mol·L⁻¹ 的 NaOH 溶液的 pH 为（　　）\nA. 3  B. 11  C. 12  D. 10', answer: /^B$/ },
  { text: '25 ℃时，0.005 mol·L⁻¹ 的 H₂SO₄ 溶液的 pH 为（　　）\nA. 2  B. 2.3  C. 12  D. 3', answer: /^A$/ },
  // the blank asks for the place, not the value; a label letter before each formula
  { text: '当 $x=\\underline{\\quad}$ 时，函数 $f(x)=x^{2}-4x+5$ 取得最小值', answer: /^(?:x=)?2$/ },
  { text: '当 \\(x=\\)\\_\\_\\_\\_ 时，函数 \\(y=x^{2}-2x\\) 有最小值', answer: /^(?:x=)?1$/ },
  { text: '函数 $y=x^{2}-4x+5$ 的最小值为 $\\underline{\\quad}$，此时 $x=\\underline{\\quad}$', answer: null },
  { text: '若 $\\log_{2} x=3$，则 $x=\\underline{\\quad}$', answer: /^(?:x=)?8$/ },
  { text: '已知 $a+b=3$，$ab=2$，且 a $>$ b，则 $a=$', answer: /^(?:a=)?2$/ },
  { text: '已知 $f(x)=x^{2}$，则 f $(3)-$ f $(1)=$', answer: /^(?:f\(3\)-f\(1\)=)?8$/ },
  { text: '已知 m 个数的平均数为 $5$，它们的和为 $20$，则 $m=$', answer: /^(?:m=)?4$/ },
  {
    text: '若 $x>1$，则下列不等式成立的是（　　）A．$x^{2}>x$ B．$x^{2}<x$ C．$x<1$ D．$\\frac{1}{x}>1$',
    answer: /^A$/,
  },
  { text: '已知 m 是正整数，且 $2^{m}=16$，则 $m=$', answer: /^(?:m=)?4$/ },
  { text: '已知函数 f $(x)=x^{2}+1$，则 f $(2)=$', answer: /^(?:f\(2\)=)?5$/ },
  { text: '已知函数 f $(x)=x^{2}+1$，则 f $(2)+$ f $(-1)=$', answer: /^(?:f\(2\)\+f\(-1\)=)?7$/ },
  { text: '已知点 P $(3,4)$，则 $|OP|=$', answer: /^(?:\|OP\|=)?5$/ },
  { text: '已知点 P $(3,4)$ 在角 α 的终边上，则 $\\sin \\alpha=$', answer: /^(?:\\sin\\alpha=)?\\frac\{4\}\{5\}$/ },
  // chemistry typed in Unicode, units per litre and per mole
  { text: '标准状况下，22.4 L O₂ 的物质的量为（　　）\nA. 1 mol  B. 2 mol  C. 0.5 mol  D. 22.4 mol', answer: /^A$/ },
  { text: '标准状况下，11.2 L CO₂ 的质量为（　　）\nA. 22 g  B. 44 g  C. 11 g  D. 88 g', answer: /^A$/ },
  { text: '3.01×10²³ 个 H₂O 分子的物质的量为（　　）\nA. 0.5 mol  B. 1 mol  C. 2 mol  D. 0.25 mol', answer: /^A$/ },
  {
    text: '含 1 mol Fe³⁺ 的 Fe₂(SO₄)₃ 中 SO₄²⁻ 的物质的量为（　　）\nA. 1.5 mol  B. 3 mol  C. 1 mol  D. 0.5 mol',
    answer: /^A$/,
  },
  {
    text: '100 mL 0.1 mol·L⁻¹ 的 NaCl 溶液中 NaCl 的物质的量为（　　）\nA. 0.01 mol  B. 0.1 mol  C. 10 mol  D. 1 mol',
    answer: /^A$/,
  },
  {
    text: '将 4 g NaOH 溶于水配成 500 mL 溶液，所得溶液中 NaOH 的物质的量浓度为（　　）\nA. 0.2 mol·L⁻¹  B. 0.1 mol·L⁻¹  C. 2 mol·L⁻¹  D. 8 mol·L⁻¹',
    answer: /^A$/,
  },
  {
    text: '已知 C(s)+O₂(g)=CO₂(g) ΔH=-393.5 kJ·mol⁻¹，则 24 g C 完全燃烧放出的热量为（　　）\nA. 393.5 kJ  B. 787 kJ  C. 196.75 kJ  D. 3936 kJ',
    answer: /^B$/,
  },
  { text: '25 ℃时，c(H⁺)=10⁻⁵ mol/L 的溶液的 pH 为（　　）\nA. 5  B. 9  C. 10  D. 4', answer: /^A$/ },
  // physics: g the acceleration and g the gram, letters for constants, a full stop after a unit
  { text: 'g 取 10 N/kg，质量为 2 kg 的物体所受重力为（　　）\nA. 2 N  B. 20 N  C. 0.2 N  D. 200 N', answer: /^B$/ },
  {
    text: '光速为 c，某单色光的波长为 λ，普朗克常量为 h，则该光子的能量为（　　）\nA. hc/λ  B. hλ/c  C. cλ/h  D. h/(cλ)',
    answer: /^A$/,
  },
  { text: '一质点做简谐运动，周期为 0.4 s. 则其频率为（　　）\nA. 0.4 Hz  B. 2.5 Hz  C. 4 Hz  D. 25 Hz', answer: /^B$/ },
  { text: '某交流电的周期为 0.02 s，则其频率为（　　）\nA. 50 Hz  B. 0.02 Hz  C. 100 Hz  D. 25 Hz', answer: /^A$/ },
  // a mass 「2 m」, a label before a formula, a trap past the stop, a tag with a year
  {
    text: '物体 A 的质量为 2 m，物体 B 的质量为 m，二者速度相同，则 A、B 的动量之比为（　　）\nA. 1:2  B. 2:1  C. 1:4  D. 4:1',
    answer: /^B$/,
  },
  {
    text: '质量为 m 的物体从高 $h=5 m$ 处由静止自由下落，g 取 $10 m/s^{2}$，不计空气阻力，则落地速度大小为（　　）\nA. 5 m/s  B. 10 m/s  C. 50 m/s  D. 100 m/s',
    answer: /^B$/,
  },
  {
    text: '汽车以 v $=20 m/s$ 的速度行驶，刹车后加速度大小为 $5 m/s^{2}$，则刹车后 6 s 内的位移为（　　）\nA. 40 m  B. 30 m  C. 60 m  D. 50 m',
    answer: /^A$/,
  },
  {
    text: '汽车以 20 m/s 的速度行驶，刹车后加速度大小为 5 m·s⁻²，则刹车后 2 s 末的速度为（　　）\nA. 10 m/s  B. 30 m/s  C. 5 m/s  D. 0',
    answer: /^A$/,
  },
  {
    text: '汽车以 20 m/s 的速度行驶，刹车后加速度大小为 5 m·s⁻²，则刹车后 6 s 末的速度为（　　）\nA. 10 m/s  B. -10 m/s  C. 5 m/s  D. 0',
    answer: /^D$/,
  },
  {
    text: '一个 50 g 的鸡蛋从 20 m 高处由静止落下，g 取 10 m·s⁻²，不计空气阻力，落地时的动能为（　　）\nA. 10 J  B. 1000 J  C. 1 J  D. 100 J',
    answer: /^A$/,
  },
  {
    text: '【例 3】质量为 3 kg 的物体受到 6 N 的合外力作用，其加速度大小为（　　）\nA. 2 m·s⁻²  B. 18 m·s⁻²  C. 0.5 m·s⁻²  D. 3 m·s⁻²',
    answer: /^A$/,
  },
  {
    text: '(2019 年)质量为 3 kg 的物体受到 6 N 的合外力作用，其加速度大小为（　　）\nA. 2 m/s²  B. 18 m/s²  C. 0.5 m/s²  D. 3 m/s²',
    answer: /^A$/,
  },
];
