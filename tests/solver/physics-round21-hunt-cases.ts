/**
 * Look-alike hunt of decision 0114 (round 21 physics): problems that look like what the change now answers — the
 * 多选 scoring heading before or after the ask, in Chinese or full-width numerals, without brackets, with the
 * false statements asked (physics and chemistry); capacitors with neither the charge nor the voltage held, with two
 * changes, with a letter that means an energy; two orbits given by period or mass, about two centres, in mixed units,
 * with a force or an energy among the options. Each letter worked by hand in the comment above it; null: must be
 * refused (not decided by what is given).
 */
import { choice as c, type Status } from './lookalike-hunt-shared';

export type Round21HuntKind = 'heading' | 'capacitor' | 'orbit';
export type Round21HuntCase = [text: string, expected: string | null, status: Status, kind: Round21HuntKind];

const MULTI = '（多选，全部选对的得6分，选对但不全的得3分，有选错的得0分）';
const km = (x: string) => `$${x} \\mathrm{~km}$`;
const CUT_D = '平行板电容器充电后与电源断开，若仅增大两极板间的距离，';
// Q fixed, d up: C down (T), U up (T), E unchanged (T), Q up (F)
const CUT_D_OPTIONS = ['电容减小', '两极板间电压增大', '板间电场强度不变', '电容器所带电荷量增大'];
// 小苏打 膨松剂 (T), 明矾 杀菌消毒 (F: only settles), 干冰 人工降雨 (T), 硅胶 干燥剂 (T)
const USES = ['小苏打可用作焙制糕点的膨松剂', '明矾可用于自来水的杀菌消毒', '干冰可用于人工降雨', '硅胶可用作食品干燥剂'];
// X=N, Y=O, Z=Na, W=S (Na2S2O3 with acid: S and SO2). A: r Na>S>N>O, chain Z>W>Y>X false; B: H2O>H2S true;
// C: Na2S basic, false; D: H2S acid vs NH3 basic, false.
const ELEMENTS =
  '短周期主族元素 X、Y、Z、W 的原子序数依次增大，X 的简单氢化物的水溶液呈碱性，Z 是短周期中金属性最强的元素，由 Y、Z、W 三种元素组成的一种盐与稀硫酸反应，有淡黄色沉淀生成，同时产生有刺激性气味的气体。';
const ELEMENT_OPTIONS = [
  '原子半径：Z>W>Y>X',
  'Y 的简单氢化物的热稳定性强于 W 的',
  'Z 与 W 形成的化合物的水溶液呈中性',
  'X 的氢化物水溶液的酸性强于 W 的',
];
const ORBIT_Q = ['周期', '角速度', '线速度', '向心加速度'];

// biome-ignore format: one problem a line
export const ROUND21_HUNT: Round21HuntCase[] = [
  // ——— 多选 headings: the ask must stay read ———
  [c(`${MULTI}${CUT_D}下列说法不正确的是`, ...CUT_D_OPTIONS), 'D', 'solves', 'heading'],
  [c(`${MULTI}${CUT_D}下列说法错误的是（ ）`, ...CUT_D_OPTIONS), 'D', 'solves', 'heading'],
  [c(`${MULTI}${CUT_D}下列说法正确的是`, ...CUT_D_OPTIONS), 'ABC', 'solves', 'heading'],
  // heading after the ask, no brackets: the ask is right before it
  [c(`${CUT_D}下列说法错误的是。全部选对的得6分，选对但不全的得3分，有选错的得0分。`, ...CUT_D_OPTIONS), 'D', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法不正确的是：全部选对得4分，选对但不全得2分，有选错得0分`, ...CUT_D_OPTIONS), 'D', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法正确的是：全部选对得4分，选对但不全得2分，有选错得0分`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  // heading after the ask in brackets, numerals in Chinese or full width
  [c(`${CUT_D}下列说法正确的是（全部选对的得六分，选对但不全的得三分，有选错的得零分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法错误的是（全部选对的得六分，选对但不全的得三分，有选错的得零分）`, ...CUT_D_OPTIONS), 'D', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法正确的是（全部选对的得６分，选对但不全的得３分，有选错的得０分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法正确的是（每小题全对得6分，选对但不全得3分，有选错的得0分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法正确的是（全部选对得满分，选对但不全得一半分，有选错的得0分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`（多选题，不选或有选错的得0分）${CUT_D}下列说法中不正确的是`, ...CUT_D_OPTIONS), 'D', 'mayRefuse', 'heading'],
  [c(`（本题有多个选项正确，全部选对的得4分，部分选对的得2分，有错选的得0分）${CUT_D}下列判断错误的是`, ...CUT_D_OPTIONS), 'D', 'solves', 'heading'],
  [c(`${CUT_D}下列说法错误的是（全部选对的得6分，选对但不全的得3分，有选错的得0分）`, ...CUT_D_OPTIONS), 'D', 'solves', 'heading'],
  [c(`${CUT_D}下列说法正确的是（全部选对的得6分，选对但不全的得3分，有选错的得0分）`, ...CUT_D_OPTIONS), 'ABC', 'solves', 'heading'],
  // chemistry: substance uses
  [c(`${MULTI}化学与生活密切相关。下列说法不正确的是`, ...USES), 'B', 'solves', 'heading'],
  [c(`${MULTI}化学与生活密切相关。下列说法正确的是`, ...USES), 'ACD', 'mayRefuse', 'heading'],
  [c('化学与生活密切相关，下列说法错误的是。全部选对的得4分，选对但不全的得2分，有选错的得0分。', ...USES), 'B', 'mayRefuse', 'heading'],
  [c('化学与生活密切相关，下列说法正确的是（全部选对的得四分，选对但不全的得二分，有选错的得零分）', ...USES), 'ACD', 'mayRefuse', 'heading'],
  [c('化学与生活密切相关，下列说法错误的是（全部选对的得4分，选对但不全的得2分，有选错的得0分）', ...USES), 'B', 'mayRefuse', 'heading'],
  [c('（不定项选择，全部选对得4分，有选错得0分）下列有关物质用途的说法中错误的是', ...USES), 'B', 'mayRefuse', 'heading'],
  // chemistry: element inference
  [c(`${MULTI}${ELEMENTS}下列说法错误的是`, ...ELEMENT_OPTIONS), 'ACD', 'mayRefuse', 'heading'],
  [c(`${ELEMENTS}下列说法不正确的是。全部选对的得4分，选对但不全的得2分，有选错的得0分。`, ...ELEMENT_OPTIONS), 'ACD', 'mayRefuse', 'heading'],
  [c(`${ELEMENTS}下列说法正确的是（全部选对的得六分，选对但不全的得三分，有选错的得零分）`, ...ELEMENT_OPTIONS), 'B', 'mayRefuse', 'heading'],
  [c(`${MULTI}${ELEMENTS}下列说法正确的是`, ...ELEMENT_OPTIONS), 'B', 'mayRefuse', 'heading'],

  // ——— capacitors ———
  // neither cut off nor on the source: refused
  [c('平行板电容器充电后，将两极板间的距离增大，下列说法正确的是', '电容减小', '两极板间电压增大', '板间电场强度不变', '电荷量不变'), null, 'refuses', 'capacitor'],
  [c(`${MULTI}平行板电容器两极板间插入一块陶瓷片，下列说法正确的是`, '电容增大', '电荷量增大', '两极板间电压不变', '板间场强不变'), null, 'refuses', 'capacitor'],
  // two changes at once: refused
  [c('平行板电容器充电后与电源断开，增大两极板间距离的同时减小两板的正对面积，则', '电容减小', '两板间电压增大', '电荷量不变', '板间场强不变'), null, 'refuses', 'capacitor'],
  // charge shared with another capacitor: Q and U both change — refused
  [c('平行板电容器充电后与电源断开，再将它与另一个相同的不带电的电容器并联，下列说法正确的是', '电容不变', '电荷量不变', '两极板间电压不变', '板间场强减小'), null, 'refuses', 'capacitor'],
  // cut off then connected again: U is the source's again
  [c('平行板电容器充电后与电源断开，将两极板间距离增大后又与电源接通，则', '电容减小', '电荷量减小', '两板间电压增大', '板间场强增大'), null, 'refuses', 'capacitor'],
  // said held both ways: contradictory, refused
  [c('保持平行板电容器所带电荷量不变，且始终与电源相连，减小两板的正对面积，下列说法正确的是', '电容减小', '电荷量减小', '电压不变', '场强不变'), null, 'refuses', 'capacitor'],
  // U held (电势差保持不变), ε up: C up, Q up, U same, E = U/d same → D false
  [c('平行板电容器两极板间的电势差保持不变，在两板间插入一块电介质，下列说法正确的是', '电容增大', '电荷量增大', '两极板间电势差不变', '板间场强增大'), 'ABC', 'solves', 'capacitor'],
  [c(`${MULTI}平行板电容器两极板间的电势差保持不变，在两板间插入一块电介质，下列说法中不正确的是`, '电容增大', '电荷量增大', '两极板间电势差不变', '板间场强增大'), 'D', 'solves', 'capacitor'],
  // a potential still blocks
  [c('平行板电容器充电后与电源断开，下极板接地，增大两板间距离，则板间 P 点的电势', '升高', '降低', '不变', '无法确定'), null, 'refuses', 'capacitor'],
  // Q held (带电量保持不变), S down: C down, U up, E up, Q same → only B
  [c('平行板电容器充电后带电量保持不变，减小两板的正对面积，则', 'C 和 U 均增大', 'U 和 E 都增大', 'C 减小，E 不变', 'Q、E 都不变'), 'B', 'solves', 'capacitor'],
  // E named as the stored energy: Q fixed, d up, energy Q²/(2C) up → B (the field would be unchanged)
  [c('平行板电容器充电后与电源断开，设电容器储存的电能为 E，将两极板间的距离增大，则', 'C 减小，E 不变', 'C 减小，E 增大', 'C 增大，E 不变', 'C 增大，E 增大'), 'B', 'mayRefuse', 'capacitor'],
  // an energy among the options in words
  [c('平行板电容器充电后与电源断开，将两极板间的距离增大，则', '电容增大', '两板间电压减小', '电容器储存的电能增大', '电荷量减小'), 'C', 'mayRefuse', 'capacitor'],
  // U held (开关始终闭合), ε up: Q up (T), E = U/d same (F), C down (F), U up (F) → A
  [c('平行板电容器接在电源两端，开关 S 始终闭合，在两板间揷入一块玻璃板，则', 'Q 增大', 'E 增大', 'C 减小', 'U 增大'), 'A', 'solves', 'capacitor'],
  // Q held, ε down: C down, U up, E = 4πkQ/(εS) up → B
  [c('平行板电容器充电后与电源断开，抽出两板间的云母片，则', 'C 和 U 均减小', 'U 和 E 均增大', 'Q 和 E 都不变', 'C 减小，E 不变'), 'B', 'solves', 'capacitor'],
  // the ask is which stays the same (bare names): D — may stay unread
  [c('保持平行板电容器两极板间的电压不变，将两板间的距离增大，下列物理量中不变的是', '电容', '电荷量', '板间电场强度', '两板间电压'), 'D', 'mayRefuse', 'capacitor'],
  // a product and a ratio are not single quantities
  [c('平行板电容器充电后与电源断开，将两极板间的距离增大，则', 'C 与 U 的乘积增大', 'U 与 E 的比值增大', 'C 增大', 'Q 减小'), 'B', 'mayRefuse', 'capacitor'],
  // a trend said of two quantities with different words: 「C 增大和 U 减小」 — Q held, d down: C up, U down → A
  [c('平行板电容器充电后与电源断开，将两极板间的距离减小，则', 'C 增大和 U 减小', 'C 减小和 U 增大', 'C 和 U 都增大', 'C 和 U 都减小'), 'A', 'mayRefuse', 'capacitor'],
  // the force on a charge between the plates
  [c('平行板电容器始终与电源相连，两板间有一带电油滴，增大两板间距离，则', '油滴所受电场力增大', '电容增大', '电荷量增大', '板间场强增大'), null, 'refuses', 'capacitor'],

  // ——— two orbits compared ———
  // periods given instead of radii: T甲 < T乙 → r甲 < r乙 → ω, v, a larger
  [c(`${MULTI}卫星甲、乙都绕地球做匀速圆周运动，甲的运行周期为 1.5 h，乙的运行周期为 24 h，与乙相比，甲较大的是`, ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // masses only: not decided
  [c('卫星甲、乙都绕地球做匀速圆周运动，甲的质量为 500 kg，乙的质量为 1000 kg，与乙相比，甲较大的是', ...ORBIT_Q), null, 'refuses', 'orbit'],
  // masses and radii, a force and an energy among the options
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的质量是乙的 2 倍，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('14000')}，与乙相比，甲较大的是`, '向心力', '角速度', '线速度', '动能'), null, 'refuses', 'orbit'],
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与乙相比，甲较大的是`, '动能', '角速度', '线速度', '周期'), null, 'refuses', 'orbit'],
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与乙相比，甲较小的是`, '周期', '机械能', '线速度', '万有引力'), null, 'refuses', 'orbit'],
  // two centres
  [c(`卫星甲、乙分别绕地球和月球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('2000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  [c(`卫星甲绕行星 P、卫星乙绕行星 Q 做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('9000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  [c(`两颗卫星甲、乙分别绕两颗不同的行星做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('9000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  [c(`卫星甲绕地球做匀速圆周运动，探测器乙绕太阳做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 $1.5 \\times 10^{8} \\mathrm{~km}$，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // a radius and a height: the Earth's radius is needed
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙离地面高度为 ${km('500')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // heights above Mars: h甲 < h乙 → 甲 ω, v, a larger
  [c(`探测器甲、乙都绕火星做匀速圆周运动，甲的高度为 ${km('300')}，乙的高度为 ${km('1000')}，与乙相比，甲较大的是`, ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // the other one asked: r乙 > r甲 → only T larger
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与甲相比，乙较大的是`, ...ORBIT_Q), 'A', 'solves', 'orbit'],
  // mixed units: r甲 = 7000 km < r乙 = 42000 km; 甲 smaller: T
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 $4.2 \\times 10^{7} \\mathrm{~m}$，甲比乙小的物理量是`, ...ORBIT_Q), 'A', 'solves', 'orbit'],
  // Unicode powers: r甲 = 4.2×10⁷ m = 42000 km > r乙 = 7.0×10³ km; 甲 larger: T
  [c('卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 4.2×10⁷ m，乙的轨道半径为 7.0×10³ km，与乙相比，甲较大的是', ...ORBIT_Q), 'A', 'mayRefuse', 'orbit'],
  [c('卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 4.2×10⁴ km，乙的轨道半径为 7.0×10⁶ m，与乙相比，甲较小的是', ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // equal radii: nothing larger
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('7000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // a ratio and a speed compared with 7.9 km/s among the options
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与乙相比，甲较大的是`, '周期', '角速度', '运行速度大于第一宇宙速度', '周期的平方与半径的三次方之比'), null, 'refuses', 'orbit'],
  // an object on the equator is not on an orbit
  [c(`地球赤道上的物体甲随地球自转做匀速圆周运动，同步卫星乙离地面高度为 ${km('36000')}，绕地球做匀速圆周运动，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // an ellipse
  [c(`卫星甲绕地球做匀速圆周运动，卫星乙绕地球沿椭圆轨道运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('42000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // 和…比较, 甲 closer: 甲 smaller is T
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('8000')}，乙的轨道半径为 ${km('26000')}，和乙比较，甲较小的是`, ...ORBIT_Q), 'A', 'solves', 'orbit'],
  // options reordered: 甲 closer, larger: a, v, ω → A C D
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('8000')}，乙的轨道半径为 ${km('26000')}，与乙相比，甲较大的是`, '向心加速度', '周期', '线速度', '角速度'), 'ACD', 'solves', 'orbit'],
  // heights, the lower asked as larger: B lower → ω, v, a larger
  [c(`卫星 A、B 均绕地球做匀速圆周运动，卫星 A 的轨道高度为 ${km('20000')}，卫星 B 的轨道高度为 ${km('500')}，则卫星 B 比卫星 A 大的物理量是（ ）`, ...ORBIT_Q), 'BCD', 'solves', 'orbit'],
  // one radius given as a multiple: mayRefuse (r乙 = 2 r甲: 甲 larger ω, v, a)
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径是甲的 2 倍，与乙相比，甲较大的是`, ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // planets of the Sun named, radii in AU: may stay unread (Earth closer: ω, v, a larger)
  [c('地球和火星都绕太阳做匀速圆周运动，地球的轨道半径为 1.0 AU，火星的轨道半径为 1.5 AU，与火星相比，地球较大的是', ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // a speed given for one, a radius for the other
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的线速度为 3 km/s，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // one satellite changes orbit: 变轨
  [c(`卫星甲在轨道半径为 ${km('7000')} 的圆轨道上绕地球运动，变轨后卫星乙的轨道半径为 ${km('9000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  // the heading after the ask
  [c(`卫星甲、乙都绕地球做匀速圆周运动，甲的轨道半径为 ${km('8000')}，乙的轨道半径为 ${km('26000')}，与乙相比，甲较大的是（全部选对的得6分，选对但不全的得3分，有选错的得0分）`, ...ORBIT_Q), 'BCD', 'mayRefuse', 'orbit'],
  // more printings of the heading
  [c(`（多选，全部选对的得六分，选对但不全的得三分，有选错的得零分）${CUT_D}下列说法不正确的是`, ...CUT_D_OPTIONS), 'D', 'solves', 'heading'],
  [c(`${CUT_D}下列说法正确的是（不定项选择，全对得4分，漏选得2分，错选或不选得0分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法正确的是（多选、错选、不选均不得分）`, ...CUT_D_OPTIONS), 'ABC', 'mayRefuse', 'heading'],
  [c(`${CUT_D}下列说法中有错误的是（全部选对的得6分，选对但不全的得3分，有选错的得0分）`, ...CUT_D_OPTIONS), 'D', 'mayRefuse', 'heading'],
  // connected again in other words
  [c('平行板电容器充电后与电源断开，增大两极板间的距离，再接回电源，则', '电容减小', '电荷量减小', '两板间电压增大', '板间场强增大'), null, 'refuses', 'capacitor'],
  // C also the coulomb: Q fixed, d up → U up, C down → B
  [c('平行板电容器所带电荷量为 $2 \\times 10^{-6} \\mathrm{C}$，充电后与电源断开，将两极板间的距离增大，则', 'C 增大', 'U 增大', 'E 增大', 'Q 减小'), 'B', 'mayRefuse', 'capacitor'],
  // two named stars
  [c(`行星甲绕恒星 A 做匀速圆周运动，行星乙绕恒星 B 做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('9000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
  [c(`卫星甲、乙绕地球和火星做匀速圆周运动，甲的轨道半径为 ${km('7000')}，乙的轨道半径为 ${km('9000')}，与乙相比，甲较大的是`, ...ORBIT_Q), null, 'refuses', 'orbit'],
];
