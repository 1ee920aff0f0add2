/**
 * Round 27 probes: physics choice questions judged from fixed curriculum knowledge (人教版 选择性必修 1–3) — light in
 * a medium, colours and fringe spacing, polarisation, sound and electromagnetic waves, the photoelectric effect told
 * in words, the history of the atom, hydrogen's transitions, nuclear equations sorted by kind, the three rays,
 * half-life, kinetic theory and Kepler's laws — as papers print them. None is copied from a published problem; every
 * answer was worked by hand (the deciding fact in the comment). 'mayRefuse' marks a probe left refused (why, in the
 * decision record).
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const MULTI = '在每小题给出的四个选项中，有多项符合题目要求。全部选对的得6分，选对但不全的得3分，有选错的得0分。';
const U238 = '{}_{92}^{238}\\mathrm{U} \\rightarrow {}_{90}^{234}\\mathrm{Th}+{}_{2}^{4}\\mathrm{He}';
const TH234 = '{}_{90}^{234}\\mathrm{Th} \\rightarrow {}_{91}^{234}\\mathrm{Pa}+{}_{-1}^{0}\\mathrm{e}';
const DT = '{}_{1}^{2}\\mathrm{H}+{}_{1}^{3}\\mathrm{H} \\rightarrow {}_{2}^{4}\\mathrm{He}+{}_{0}^{1}\\mathrm{n}';
const N14 = '{}_{7}^{14}\\mathrm{N}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{8}^{17}\\mathrm{O}+{}_{1}^{1}\\mathrm{H}';
const U235 =
  '{}_{92}^{235}\\mathrm{U}+{}_{0}^{1}\\mathrm{n} \\rightarrow {}_{56}^{144}\\mathrm{Ba}+{}_{36}^{89}\\mathrm{Kr}+3{}_{0}^{1}\\mathrm{n}';
const m = (x: string) => `$${x}$`;

// biome-ignore format: one problem a line
export const ROUND27_KNOWLEDGE_PROBES: Lookalike[] = [
  // frequency fixed, v = c/n smaller, λ = v/f shorter, photon energy hν fixed
  [c('1. 光从空气射入水中时，下列说法正确的是$(\\quad)$', '频率变小', '波长变短', '传播速度变大', '光子能量变小'), 'B', 'solves'],
  [c('2．一束单色光由空气进入玻璃，则（　　）', '频率不变，波长变长', '频率不变，波长变短', '传播速度变大', '光子能量减小'), 'B', 'solves'],
  // Δx = Lλ/d: violet shorter λ → smaller; d larger → smaller; L larger → larger; lower frequency → longer λ → larger
  [c(`3. 在双缝干涉实验中，下列说法正确的是（ ）${MULTI}`, '仅将红光换成紫光，干涉条纹间距变小', '仅增大双缝间的距离，干涉条纹间距变大', '仅增大双缝到屏的距离，干涉条纹间距变大', '仅换用频率更低的单色光，干涉条纹间距变小'), 'AC', 'solves'],
  [c(`4. 用同一双缝干涉装置分别做红光和紫光的干涉实验，下列说法正确的是${MULTI}`, '红光的干涉条纹间距较大', '紫光的波长较长', '紫光的光子能量较大', '玻璃对红光的折射率较大'), 'AC', 'mayRefuse'],
  // polarisation → transverse; air sound longitudinal; EM waves need no medium
  [c(`5. 下列说法正确的是${MULTI}`, '光的偏振现象说明光是横波', '光的偏振现象说明光是纵波', '声波是横波', '电磁波可以在真空中传播'), 'AD', 'solves'],
  [c('6. 关于电磁波和声波，下列说法正确的是（单选）', '声波可以在真空中传播', '电磁波在真空中的传播速度等于光速', '声波是横波', '电磁波的传播需要介质'), 'B', 'solves'],
  // threshold; E_k by frequency only; work function the metal's own
  [c('7. 关于光电效应，下列说法正确的是$(\\quad)$', '只要光照时间足够长，任何金属都能发生光电效应', '光电子的最大初动能与入射光的强度有关', '入射光的频率低于金属的截止频率时，不能发生光电效应', '金属的逸出功与入射光的频率有关'), 'C', 'solves'],
  [c('8. 用某种单色光照射某金属表面，发生了光电效应。若只增大该光的强度，则（ ）', '光电子的最大初动能增大', '单位时间内逸出的光电子数增多', '可能不再发生光电效应', '金属的逸出功增大'), 'B', 'mayRefuse'],
  // α scattering → 核式结构; electron → atom divisible; radioactivity → nucleus has structure; Bohr: discrete energies
  [c(`9. 下列说法正确的是${MULTI}`, 'α粒子散射实验说明原子具有核式结构', '电子的发现说明原子是可分的', '天然放射现象说明原子核具有复杂结构', '玻尔理论认为原子的能量是连续的'), 'ABC', 'solves'],
  [c('10. 下列现象中，与原子核内部变化有关的是（ ）', 'α粒子散射现象', '天然放射现象', '光电效应现象', '原子发光现象'), 'B', 'solves'],
  [c('11. 下列说法错误的是（ ）', '卢瑟福通过α粒子散射实验提出了原子的核式结构模型', '玻尔理论成功解释了氢原子光谱的实验规律', '天然放射现象说明原子核内部有复杂结构', '原子核发生β衰变时放出的电子来自核外电子'), 'D', 'solves'],
  // n = 3 → 1: emits, atom's energy falls
  [c('12. 氢原子从 $n=3$ 能级跃迁到 $n=1$ 能级时（ ）', '吸收光子，原子能量增加', '放出光子，原子能量减少', '放出光子，原子能量增加', '吸收光子，原子能量减少'), 'B', 'solves'],
  // nearer → farther orbit: absorbs, E_k = ke²/2r falls, potential energy rises
  [c('13. 一个氢原子的核外电子从离核较近的轨道跃迁到离核较远的轨道上时（ ）', '原子要吸收光子，电子的动能增大，原子的电势能增大', '原子要放出光子，电子的动能减小，原子的电势能减小', '原子要吸收光子，电子的动能减小，原子的电势能增大', '原子要吸收光子，电子的动能增大，原子的电势能减小'), 'C', 'solves'],
  [c('14. 下列核反应方程中，属于α衰变的是（ ）', m(U238), m(TH234), m(DT), m(N14)), 'A', 'solves'],
  [c('15. 下列核反应方程中，属于轻核聚变的是（ ）', m(U238), m(TH234), m(DT), m(N14)), 'C', 'solves'],
  [c('16．下列核反应中，属于原子核的人工转变的是$(\\quad)$', m(U238), m(TH234), m(DT), m(N14)), 'D', 'solves'],
  [c(`17. 关于下列核反应方程，说法正确的是${MULTI}`, `${m(U238)} 是α衰变`, `${m(DT)} 是重核裂变`, `${m(U235)} 是重核裂变`, `${m(N14)} 是原子核的人工转变`), 'ACD', 'solves'],
  // Be-9 + α → C-12 + X: A 9+4−12 = 1, Z 4+2−6 = 0 → neutron
  [c('18. 在核反应方程 ${}_{4}^{9}\\mathrm{Be}+{}_{2}^{4}\\mathrm{He} \\rightarrow {}_{6}^{12}\\mathrm{C}+\\mathrm{X}$ 中，X 表示（ ）', '质子', '中子', '电子', 'α粒子'), 'B', 'solves'],
  // α: helium nuclei; β: fast electrons from the nucleus; γ: short-wave EM radiation
  [c('19. 关于天然放射现象中的三种射线，下列说法正确的是（ ）', 'α射线是高速电子流', 'β射线是原子核外电子电离形成的', 'γ射线是波长很短的电磁波', 'α射线的穿透能力最强'), 'C', 'solves'],
  [c(`20. 下列说法正确的是${MULTI}`, 'γ射线的穿透能力最强', 'α射线的电离作用最强', 'β射线带正电', 'γ射线在磁场中会发生偏转'), 'AB', 'solves'],
  // half-life set by the nucleus alone
  [c('21. 关于放射性元素的半衰期，下列说法正确的是（ ）', '升高温度可以使半衰期变短', '半衰期与元素所处的化学状态无关', '增大压强，半衰期变长', '把放射性元素制成化合物后，它的半衰期会改变'), 'B', 'solves'],
  [c('22. 关于布朗运动，下列说法正确的是（ ）', '布朗运动就是液体分子的无规则运动', '布朗运动是悬浮微粒的无规则运动', '温度越低，布朗运动越剧烈', '悬浮微粒越大，布朗运动越明显'), 'B', 'solves'],
  [c(`23. 下列说法正确的是${MULTI}`, '温度越高，扩散进行得越快', '扩散现象说明分子在永不停息地做无规则运动', '扩散现象只能在气体中发生', '布朗运动是液体分子的运动'), 'AB', 'solves'],
  // attraction and repulsion coexist, both fall with distance, repulsion faster
  [c('24. 关于分子间的作用力，下列说法正确的是（ ）', '分子间只存在引力', '分子间的引力和斥力同时存在', '分子间距离增大时，引力增大，斥力减小', '分子间距离减小时，斥力减小'), 'B', 'solves'],
  [c(`25. 下列关于分子力的说法正确的是${MULTI}`, '分子间的引力和斥力都随分子间距离的增大而减小', '分子间距离增大时，斥力比引力减小得快', '分子间距离等于平衡距离时，分子力为零', '分子间距离小于平衡距离时，分子力表现为引力'), 'ABC', 'solves'],
  // Kepler: ellipses with the Sun at one focus; faster near perihelion; a³/T² the same
  [c('26. 关于开普勒行星运动定律，下列说法正确的是（ ）', '所有行星绕太阳运动的轨道都是圆', '所有行星绕太阳运动的轨道都是椭圆，太阳处在椭圆的一个焦点上', '行星在近日点的速率小于在远日点的速率', '所有行星的轨道半长轴的二次方跟公转周期的三次方的比值都相等'), 'B', 'solves'],
  [c(`27. 关于行星的运动，下列说法正确的是${MULTI}`, '对任意一个行星来说，它与太阳的连线在相等的时间内扫过的面积相等', '行星离太阳越近，运行速率越小', '所有行星轨道半长轴的三次方跟它的公转周期的二次方的比值都相等', '太阳位于行星椭圆轨道的中心'), 'AC', 'solves'],
  [c('28. 下列说法正确的是（ ）', '光从空气进入水中，频率变大', '光在水中的传播速度比在真空中小', '光从水中进入空气，波长变短', '同一种光在不同介质中的频率不同'), 'B', 'solves'],
  [c('29. 关于红光和紫光，下列说法正确的是（ ）', '红光的频率比紫光高', '在真空中红光的波长比紫光长', '红光的光子能量比紫光大', '同一玻璃对红光的折射率比紫光大'), 'B', 'solves'],
  // red filter → green filter: λ shorter, Δx smaller
  [c('30. 在双缝干涉实验中，光源后放红色滤光片时屏上出现红色干涉条纹；若其他条件不变，换成绿色滤光片，则（ ）', '条纹间距变大', '条纹间距变小', '条纹间距不变', '不再出现干涉条纹'), 'B', 'solves'],
  [c('31. 下列说法正确的是（ ）', `${m(U238)} 是核裂变`, `${m(DT)} 是核聚变`, `${m(TH234)} 是α衰变`, `${m(N14)} 是β衰变`), 'B', 'solves'],
  [c(`32. 下列现象中，与原子核内部变化有关的是${MULTI}`, '天然放射现象', '光电效应', '重核裂变', 'α粒子散射'), 'AC', 'solves'],
  [c('33. 下列说法错误的是（ ）', '光的偏振现象说明光是横波', '声波是纵波', '光从一种介质进入另一种介质时，频率不变', '光电子的最大初动能与入射光的强度成正比'), 'D', 'solves'],
  // Bohr: discrete stationary states, no radiation in a stationary orbit, discrete radii
  [c('34. 关于玻尔的原子模型，下列说法正确的是（ ）', '原子的能量是连续的', '原子只能处于一系列不连续的能量状态中', '电子在定态轨道上绕核运动时不断向外辐射能量', '电子的轨道半径可以是任意值'), 'B', 'solves'],
  [c('35. 氢原子由 $n=2$ 能级跃迁到 $n=4$ 能级时（ ）', '放出光子，原子能量减少', '吸收光子，原子能量增加', '吸收光子，核外电子的动能增加', '放出光子，核外电子的动能减小'), 'B', 'solves'],
  [c(`36. 关于光电效应，下列说法正确的是${MULTI}`, '入射光的频率越高，光电子的最大初动能越大', '光电子的最大初动能与入射光的频率成正比', '入射光的频率一定时，入射光越强，饱和光电流越大', '只要入射光的强度足够大，就一定能发生光电效应'), 'AC', 'solves'],
  [c('37. 下列关于波的说法正确的是（ ）', '电磁波是纵波', '声波在真空中的传播速度最大', '电磁波在真空中的传播速度等于光速', '空气中的声波是横波'), 'C', 'solves'],
  [c('38. 关于 $\\alpha$、$\\beta$、$\\gamma$ 三种射线，下列说法正确的是（ ）', '$\\alpha$ 射线是氦原子核流', '$\\beta$ 射线不带电', '$\\gamma$ 射线带负电', '$\\alpha$ 射线在电场中不偏转'), 'A', 'solves'],
  [c('39. 下列说法正确的是（ ）', '半衰期是对大量原子核的统计规律', '放射性元素经过两个半衰期后全部衰变完', '降低温度可以延长放射性元素的半衰期', '放射性元素的半衰期随压强的增大而减小'), 'A', 'mayRefuse'],
  [c('40. 氢原子的核外电子由离核较远的轨道跃迁到离核较近的轨道上时，下列说法正确的是（ ）', '原子的能量增加，电子的动能减少', '原子的能量增加，电子的动能增加', '原子的能量减少，电子的动能减少', '原子的能量减少，电子的动能增加'), 'D', 'solves'],
  [c('41. 下列说法正确的是（ ）', '布朗运动是液体分子的无规则运动', '扩散现象在固体中不能发生', '温度越高，分子热运动越剧烈', '分子间的斥力随分子间距离的增大而增大'), 'C', 'solves'],
  // an option no table holds (激光) must leave the question refused
  [c('42. 关于光，下列说法正确的是（ ）', '光的偏振现象说明光是横波', '激光的相干性好，可用于全息照相', '光从空气射入水中，传播速度变大', '声波是横波'), null, 'refuses'],
];
