/**
 * Round 27 look-alike hunt: each case is one detail away from a kind this round reads — a crossing the other way or of
 * sound, two crossings, water into glass; a fringe change by the slit, the screen, a filter taken away; a jump made by a
 * collision; an equation that does not balance, a kind the table does not name, 「不属于」; a phenomenon no list holds;
 * a molecular-force or Kepler wording beyond the table; negated and linked clauses. Hand-worked answers; 'refuses'
 * where a clause cannot be decided from the curriculum's tables, 'mayRefuse' where refusing is allowed.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。全部选对的得6分，选对但不全的得3分，有选错的得0分。';
const U238 = '{}_{92}^{238}\\mathrm{U} \\rightarrow {}_{90}^{234}\\mathrm{Th}+{}_{2}^{4}\\mathrm{He}';
const TH234 = '{}_{90}^{234}\\mathrm{Th} \\rightarrow {}_{91}^{234}\\mathrm{Pa}+{}_{-1}^{0}\\mathrm{e}';
const DT = '{}_{1}^{2}\\mathrm{H}+{}_{1}^{3}\\mathrm{H} \\rightarrow {}_{2}^{4}\\mathrm{He}+{}_{0}^{1}\\mathrm{n}';
const N14 = '{}_{7}^{14}\\mathrm{N}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{8}^{17}\\mathrm{O}+{}_{1}^{1}\\mathrm{H}';
const N14_BAD = '{}_{7}^{14}\\mathrm{N}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{8}^{17}\\mathrm{O}+{}_{0}^{1}\\mathrm{n}';
const U235 =
  '{}_{92}^{235}\\mathrm{U}+{}_{0}^{1}\\mathrm{n} \\rightarrow {}_{56}^{144}\\mathrm{Ba}+{}_{36}^{89}\\mathrm{Kr}+3{}_{0}^{1}\\mathrm{n}';
const BE9 = '{}_{4}^{9}\\mathrm{Be}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{6}^{12}\\mathrm{C}+{}_{0}^{1}\\mathrm{n}';
const P30 = '{}_{15}^{30}\\mathrm{P} \\rightarrow {}_{14}^{30}\\mathrm{Si}+{}_{1}^{0}\\mathrm{e}';
const HE3 = '{}_{2}^{3}\\mathrm{He}+{}_{2}^{3}\\mathrm{He} \\rightarrow {}_{2}^{4}\\mathrm{He}+2{}_{1}^{1}\\mathrm{H}';
const AL27 = '{}_{13}^{27}\\mathrm{Al}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{15}^{30}\\mathrm{P}+{}_{0}^{1}\\mathrm{n}';
const m = (x: string) => `$${x}$`;

// biome-ignore format: one problem a line
export const ROUND27_KNOWLEDGE_HUNT: Lookalike[] = [
  // out of water: v and λ grow, f and hν fixed
  [c('光从水中射入空气时，下列说法正确的是（ ）', '频率变大', '波长变长', '传播速度变小', '光子能量变大'), 'B', 'solves'],
  // sound speeds up in water: not a light crossing
  [c('声波从空气进入水中，则（ ）', '频率不变', '波长变短', '传播速度变小', '波长不变'), null, 'refuses'],
  // water into glass: which index is larger is not fixed knowledge
  [c('光从水中射入玻璃中，下列说法正确的是（ ）', '频率不变', '波长变短', '传播速度变小', '光子能量不变'), null, 'refuses'],
  [c('一束光由空气射入水中，下列说法错误的是（ ）', '频率不变', '波长变短', '传播速度变小', '光子能量变小'), 'D', 'solves'],
  // two crossings: a bare option has no one crossing to go by
  [c('光从空气射入玻璃，再从玻璃射入空气，下列说法正确的是（ ）', '频率不变', '波长变短', '传播速度变小', '光子能量变大'), null, 'refuses'],
  [c(`在双缝干涉实验中，下列说法正确的是${MULTI}`, '仅将紫光换成红光，干涉条纹间距变大', '仅减小双缝间的距离，干涉条纹间距变小', '仅减小双缝到屏的距离，干涉条纹间距变小', '仅换用波长更短的单色光，干涉条纹间距变大'), 'AC', 'solves'],
  // moving the single slit changes nothing, but no table says so: refuse
  [c(`在双缝干涉实验中，下列说法正确的是${MULTI}`, '仅将红光换成紫光，条纹间距变小', '仅将单缝向双缝移动，条纹间距变大', '仅增大双缝间的距离，条纹间距变小', '仅增大双缝到屏的距离，条纹间距变大'), 'ACD', 'mayRefuse'],
  [c('在双缝干涉实验中，光源后放红色滤光片时屏上出现红色干涉条纹；若其他条件不变，换成紫色滤光片，则（ ）', '条纹间距变大', '条纹间距变小', '条纹间距不变', '屏上不再出现干涉条纹'), 'B', 'solves'],
  // filter taken away: white light, coloured fringes — not a colour swap
  [c('在双缝干涉实验中，光源后放绿色滤光片时屏上出现绿色干涉条纹；若其他条件不变，去掉滤光片，则（ ）', '条纹间距变大', '条纹间距变小', '条纹间距不变', '屏上出现彩色条纹'), 'D', 'mayRefuse'],
  [c('在双缝干涉实验中，光源后放蓝色滤光片时屏上出现蓝色干涉条纹；若其他条件不变，换成红色滤光片，则（ ）', '条纹间距变大', '条纹间距变小', '条纹间距不变', '屏上不再出现干涉条纹'), 'A', 'solves'],
  [c('氢原子从 $n=4$ 能级跃迁到 $n=2$ 能级时（ ）', '吸收光子，原子能量增加', '放出光子，原子能量减少', '放出光子，电子的动能减小', '吸收光子，电子的动能增大'), 'B', 'solves'],
  // a collision gives the energy: no photon is absorbed
  [c('用电子碰撞使氢原子从 $n=1$ 能级跃迁到 $n=2$ 能级，则（ ）', '氢原子吸收光子，能量增加', '氢原子放出光子，能量减少', '电子的动能增大', '原子的能量增加'), null, 'refuses'],
  [c('氢原子从基态跃迁到激发态时（ ）', '吸收光子，原子的能量增加', '放出光子，原子的能量减少', '吸收光子，电子的动能增大', '放出光子，电子的电势能增大'), 'A', 'solves'],
  [c(`氢原子从 $n=3$ 能级跃迁到 $n=2$ 能级时，下列说法正确的是${MULTI}`, '放出光子', '电子的动能增大', '原子的电势能减小', '原子的能量增加'), 'ABC', 'solves'],
  [c(`氢原子从 $n=2$ 能级跃迁到 $n=3$ 能级时，下列说法正确的是${MULTI}`, '吸收光子，原子的能量增加', '放出光子', '吸收的光子能量等于两能级的能量差', '电子的动能增大'), 'AC', 'mayRefuse'],
  [c('下列核反应方程中，属于β衰变的是（ ）', m(U238), m(TH234), m(DT), m(N14)), 'B', 'solves'],
  [c('下列核反应方程中，属于重核裂变的是（ ）', m(U238), m(TH234), m(DT), m(U235)), 'D', 'solves'],
  // β⁺ decay is no kind the table names: refuse
  [c('下列核反应中，属于原子核的人工转变的是（ ）', m(BE9), m(P30), m(U238), m(DT)), 'A', 'mayRefuse'],
  // an equation that does not balance has no kind
  [c('下列核反应方程中，属于α衰变的是（ ）', m(U238), m(TH234), m(DT), m(N14_BAD)), null, 'refuses'],
  [c('下列核反应方程中，不属于α衰变的是（ ）', m(U238), m(TH234), m(DT), m(N14)), 'BCD', 'mayRefuse'],
  [c('关于核反应方程，下列说法错误的是（ ）', `${m(U235)} 是轻核聚变`, `${m(DT)} 是聚变`, `${m(U238)} 是α衰变`, `${m(TH234)} 是β衰变`), 'A', 'solves'],
  [c(`下列说法正确的是${MULTI}`, `${m(U238)} 是α衰变`, '半衰期与温度无关', 'γ射线带负电', `${m(DT)} 是裂变`), 'AB', 'solves'],
  [c('下列现象中，与原子核内部变化有关的是（ ）', '光电效应', '原子发光', 'α粒子散射', 'β衰变'), 'D', 'solves'],
  [c('下列现象中，与原子核内部变化有关的是（ ）', '天然放射现象', '布朗运动', '光电效应', '原子发光'), 'A', 'mayRefuse'],
  [c('下列现象中，与原子核内部变化无关的是（ ）', '天然放射现象', 'α粒子散射', '核聚变', '衰变'), 'B', 'mayRefuse'],
  [c('下列说法正确的是（ ）', 'α粒子散射实验说明原子核有复杂结构', '天然放射现象说明原子具有核式结构', '电子的发现说明原子是可分的', '玻尔理论能解释所有原子的光谱'), 'C', 'solves'],
  [c('关于三种射线，下列说法正确的是（ ）', 'β射线是高速电子流', 'α射线的穿透能力最强', 'γ射线在电场中会发生偏转', 'α射线带负电'), 'A', 'solves'],
  [c('关于三种射线，下列说法正确的是（ ）', 'β射线的穿透能力最强', 'γ射线的电离作用最强', 'α射线是氦原子核流', 'γ射线是电子流'), 'C', 'solves'],
  [c(`关于放射性元素的半衰期，下列说法正确的是${MULTI}`, '把放射性元素制成化合物后，它的半衰期不变', '升高温度可以使半衰期变短', '半衰期与元素所处的化学状态无关', '增大压强，半衰期变短'), 'AC', 'mayRefuse'],
  [c('关于分子间的作用力，下列说法正确的是（ ）', '分子间距离增大时，引力和斥力都减小', '分子间距离减小时，引力减小，斥力增大', '分子间距离增大时，引力比斥力减小得快', '分子间距离等于平衡距离时，引力和斥力都为零'), 'A', 'solves'],
  // the net force's change with distance depends on where r stands: unread
  [c(`关于分子力，下列说法正确的是${MULTI}`, '分子间距离小于 $r_0$ 时，分子力表现为斥力', '分子间距离大于 $r_0$ 时，分子力表现为斥力', '分子间距离增大时，分子力一定减小', '分子间同时存在引力和斥力'), 'AD', 'mayRefuse'],
  [c(`下列说法正确的是${MULTI}`, '扩散现象只能在气体中发生', '温度越低，扩散进行得越快', '扩散现象说明分子在做无规则运动', '布朗运动是悬浮微粒的无规则运动'), 'CD', 'solves'],
  [c('下列说法正确的是（ ）', '扩散现象在固体、液体、气体中都能发生', '固体之间不能发生扩散', '温度越低，分子热运动越剧烈', '布朗运动就是液体分子的无规则运动'), 'A', 'solves'],
  [c(`关于行星的运动，下列说法正确的是${MULTI}`, '行星离太阳越远，运行速率越大', '行星在近日点的速率大于在远日点的速率', '太阳处在椭圆轨道的中心', '所有行星轨道半长轴的三次方跟它的公转周期的二次方的比值都相等'), 'BD', 'solves'],
  // 「比值与太阳质量无关」 is beyond the table (and false): refuse
  [c('关于开普勒行星运动定律，下列说法正确的是（ ）', '所有行星绕太阳运动的轨道都是椭圆', '行星离太阳越近，运行速率越小', '所有行星轨道半长轴的三次方跟它的公转周期的二次方的比值都相等，且这个比值与太阳的质量无关', '行星在近日点的速率小于在远日点的速率'), 'A', 'mayRefuse'],
  [c('下列说法正确的是（ ）', '声波可以在真空中传播', '电磁波的传播需要介质', '电磁波是纵波', '光的偏振现象说明光是横波'), 'D', 'solves'],
  // a reason joining two clauses: undecided
  [c('下列说法正确的是（ ）', '声波是纵波，所以不能发生偏振', '电磁波在真空中的传播速度等于光速', '声波是横波', '电磁波不能在真空中传播'), null, 'refuses'],
  [c(`关于光电效应，下列说法正确的是${MULTI}`, '只要光照时间足够长，任何金属都能发生光电效应', '入射光的频率越高，光电子的最大初动能越大', '光电子的最大初动能与入射光的强度有关', '金属的逸出功与入射光的频率无关'), 'BD', 'solves'],
  [c('关于光电效应，下列说法正确的是（ ）', '入射光的频率一定时，入射光越强，饱和光电流越小', '入射光的频率低于金属的截止频率时，不能发生光电效应', '光电子的最大初动能与入射光的频率成正比', '只要入射光的强度足够大，就一定能发生光电效应'), 'B', 'mayRefuse'],
  [c(`关于红光和紫光，下列说法正确的是${MULTI}`, '同一玻璃对紫光的折射率比红光大', '在真空中紫光的传播速度比红光大', '红光的光子能量比紫光小', '紫光的波长比红光长'), 'AC', 'solves'],
  [c('关于玻尔的原子模型，下列说法正确的是（ ）', '原子的能量不是连续的', '原子的能量是连续的', '电子的轨道半径可以是任意值', '电子在定态轨道上运动时不断向外辐射能量'), 'A', 'mayRefuse'],
  [c('下列说法正确的是（ ）', '光从空气进入玻璃，波长变长', '光从玻璃进入空气，传播速度变大', '光从空气进入水中，光子能量变大', '光从水中进入空气，频率变小'), 'B', 'solves'],
  [c(`下列说法正确的是${MULTI}`, '声波从空气进入水中，波长变长', '光从空气进入水中，频率不变', '光从空气进入水中，波长变长', '光从水中进入空气，传播速度变小'), 'AB', 'mayRefuse'],
  [c(`关于分子，下列说法正确的是${MULTI}`, '水分子由氢原子和氧原子构成', '分子间同时存在引力和斥力', '分子间只存在引力', '温度越低，扩散进行得越快'), 'AB', 'mayRefuse'],
  // 「衰变」 alone names two kinds: unread
  [c(`下列核反应方程中，属于衰变的是${MULTI}`, m(U238), m(TH234), m(DT), m(N14)), 'AB', 'mayRefuse'],
  [c('下列核反应方程中，属于轻核聚变的是（ ）', m(HE3), m(U238), m(TH234), m(N14)), 'A', 'solves'],
  [c('下列核反应方程中，属于原子核的人工转变的是（ ）', m(AL27), m(U238), m(TH234), m(DT)), 'A', 'solves'],
  [c(`关于原子，下列说法正确的是${MULTI}`, '氢原子从高能级跃迁到低能级时放出光子', '氢原子从低能级跃迁到高能级时放出光子', 'α粒子散射实验说明原子具有核式结构', '电子的发现说明原子核有复杂结构'), 'AC', 'mayRefuse'],
  // α scattering named by what it is about, not asked as 「内部变化」: unread
  [c('下列实验中，能说明原子具有核式结构的是（ ）', 'α粒子散射实验', '光电效应实验', '天然放射现象', '电子的发现'), 'A', 'mayRefuse'],
  [c('氢原子的核外电子从离核较远的轨道跃迁到离核较近的轨道时，下列说法错误的是（ ）', '原子放出光子', '电子的动能增大', '原子的电势能减小', '原子的能量增加'), 'D', 'solves'],
];
