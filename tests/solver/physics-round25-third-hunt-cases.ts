/**
 * Round 25, third look-alike hunt: problems physically different from the kinds of decision 0131 but worded so that
 * their word lists may not notice — a conveyor belt, a block on a board, a slope given only as 倾角, a slanted pull
 * said 「与水平方向成」, a smooth floor in a second sentence, a constant force, an electric or magnetic force, two blocks
 * on a rope, a curling stone past its stop; springs read by balances, in a 升降机, pulled level with friction, on a
 * slope; three forces, the range of a resultant, an angle asked; a particle accelerated with a start energy, two
 * particles' radii and periods by energy or voltage, a period when the speed changes; the gas law with the held
 * quantity asked, no fixed mass, 「升高了」; three bodies' ratios, one body at two times; two lamps in series, a lamp's
 * power from its current; resistors as a ratio in parallel. Every answer worked by hand (working in the comment); null
 * marks a problem that must be refused.
 */
import { choice as c, type Lookalike } from './lookalike-hunt-shared';

const N = (x: string) => `$${x} \\mathrm{~N}$`;
const M = (x: string) => `$${x} \\mathrm{~m}$`;
const CM = (x: string) => `$${x} \\mathrm{~cm}$`;
const MS = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}$`;
const MS2 = (x: string) => `$${x} \\mathrm{~m} / \\mathrm{s}^{2}$`;
const W = (x: string) => `$${x} \\mathrm{~W}$`;
const G10 = '$g$ 取 $10 \\mathrm{~m} / \\mathrm{s}^{2}$';

// biome-ignore format: one problem a line
export const ROUND25_THIRD_LOOKALIKES: Lookalike[] = [
  // —— μ on level ground: physically different set-ups ——
  // Conveyor belt at 4 m/s: a = μg = 2, reaches 4 m/s at 2 s (4 m), then 4 m/s for 1 s: 8 m (½·2·9 = 9 m is the trap)
  [c(`1．质量为 $2 \\mathrm{~kg}$ 的物块轻放在以 $4 \\mathrm{~m} / \\mathrm{s}$ 的速度匀速运行的水平传送带上，物块与传送带间的动摩擦因数为 $0.2$，${G10}，则物块放上后 $3 \\mathrm{~s}$ 内的位移大小为$(\\quad)$`, M('8'), M('9'), M('12'), M('4')), 'A', 'mayRefuse'],
  // Block on a board on a smooth floor: block −4, board +2 (m = 2 kg); common 2 m/s at 1 s (block 4 m), then 2·2 = 4 m: 8 m (the stop at 1.5 s, 4.5 m, is the trap)
  [c(`质量为 $1 \\mathrm{~kg}$ 的物块以 $6 \\mathrm{~m} / \\mathrm{s}$ 的初速度滑上静止的质量为 $2 \\mathrm{~kg}$ 的长木板，物块与木板间的动摩擦因数为 $0.4$。地面光滑，${G10}，木板足够长，则物块在 $3 \\mathrm{~s}$ 内的位移为`, M('8'), M('4.5'), M('9'), M('6')), 'A', 'mayRefuse'],
  // Up a rough slope given as 倾角: a = g(sin + μcos) = 10, x = 100/20 = 5 m (the level 10 m is the trap)
  [c(`物体以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度沿倾角为 $37^{\\circ}$ 的固定粗糙轨道向上滑行，物体与轨道间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，则物体上滑的最大距离为`, M('5'), M('10'), M('8'), M('2.5')), 'A', 'mayRefuse'],
  // Pull 与水平方向成37° 斜向上: N = 20 − 6 = 14, f = 7, a = (8 − 7)/2 = 0.5 m/s²
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体放在水平地面上，受到与水平方向成 $37^{\\circ}$ 角的拉力 $F=10 \\mathrm{~N}$ 作用，由静止开始运动，物体与地面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则物体的加速度大小为`, MS2('0.5'), MS2('0'), MS2('1.5'), MS2('2.5')), 'A', 'mayRefuse'],
  // Same pull, plain typing, no 角: a = 0.5
  ['质量为2kg的物体在水平地面上，受到与水平方向成37°斜向上的拉力F=10N，从静止开始运动，动摩擦因数0.5，g=10m/s²，sin37°=0.6，cos37°=0.8，求物体运动的加速度大小。', 0.5, 'mayRefuse'],
  // Pull removed at 2 s, then a smooth floor: a1 = 3, v = 6, x1 = 6; then 6·2 = 12: 18 m (½·3·16 = 24 m is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力 $F=10 \\mathrm{~N}$ 的作用下由静止开始运动，物体与水平面间的动摩擦因数为 $0.2$，${G10}。$2 \\mathrm{~s}$ 末撤去拉力，此后物体滑上光滑水平面，则物体在前 $4 \\mathrm{~s}$ 内的位移为`, M('18'), M('24'), M('15'), M('21')), 'A', 'mayRefuse'],
  // Pull removed at 2 s on the same floor: a1 = 3, v = 6, x1 = 6; then a = 2, stops at 3 s after (9 m): 4 s → 6 + 6·2 − ½·2·4 = 14 m
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力 $F=10 \\mathrm{~N}$ 的作用下由静止开始沿水平面运动，物体与水平面间的动摩擦因数为 $0.2$，${G10}，$2 \\mathrm{~s}$ 末撤去拉力，则物体在前 $4 \\mathrm{~s}$ 内的位移为`, M('14'), M('24'), M('15'), M('20')), 'A', 'mayRefuse'],
  // A charged block slowed by an electric force too: a = (qE + μmg)/m = (0.6 + 0.2)/0.1 = 8, x = 16/16 = 1 m (4 m is the trap)
  [c(`质量为 $0.1 \\mathrm{~kg}$、带正电的小物块处在水平向左的匀强电场中，所受电场力大小为 $0.6 \\mathrm{~N}$。物块以 $4 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平面上向右滑行，物块与水平面间的动摩擦因数为 $0.2$，${G10}，则物块向右滑行的最大距离为`, M('1'), M('4'), M('2'), M('0.5')), 'A', 'mayRefuse'],
  // A charged block in a magnetic field: the Lorentz force changes N as it slows — undecidable from these numbers
  [`带正电的小物块在垂直纸面向里的匀强磁场中，以 $4 \\mathrm{~m} / \\mathrm{s}$ 的初速度沿粗糙水平面向右滑行，物块与水平面间的动摩擦因数为 $0.2$，${G10}，求物块滑行的距离。`, null, 'refuses'],
  // Two blocks on a rope: a = (20 − 0.2·50)/5 = 2 m/s² (8 m/s² for A alone is the trap)
  [c(`质量分别为 $2 \\mathrm{~kg}$ 和 $3 \\mathrm{~kg}$ 的物块 A、B 用轻绳相连，放在水平地面上，用水平拉力 $F=20 \\mathrm{~N}$ 拉物块 A，两物块与地面间的动摩擦因数均为 $0.2$，${G10}，则两物块的加速度大小为`, MS2('2'), MS2('8'), MS2('4'), MS2('6')), 'A', 'mayRefuse'],
  // The rope's tension: T = 3·2 + 6 = 12 N
  [c(`质量分别为 $2 \\mathrm{~kg}$ 和 $3 \\mathrm{~kg}$ 的物块 A、B 用轻绳相连，放在水平地面上，用水平拉力 $F=20 \\mathrm{~N}$ 拉物块 A，两物块与地面间的动摩擦因数均为 $0.2$，${G10}，则绳的拉力大小为`, N('12'), N('20'), N('8'), N('16')), 'A', 'mayRefuse'],
  // Plain, from rest with a pull: a = 3, v(3) = 9 m/s
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在水平拉力 $F=10 \\mathrm{~N}$ 的作用下从静止开始沿水平面运动，物体与水平面间的动摩擦因数为 $0.2$，${G10}，则 $3 \\mathrm{~s}$ 末物体的速度大小为`, MS('9'), MS('15'), MS('6'), MS('12')), 'A', 'solves'],
  // Curling stone on ice past its stop: a = 0.2, stops at 15 s: 22.5 m (3·20 − ½·0.2·400 = 20 m is the trap)
  [c(`冰壶以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度被掷出后在水平冰面上滑行，冰壶与冰面间的动摩擦因数为 $0.02$，${G10}，则冰壶被掷出后 $20 \\mathrm{~s}$ 内滑行的距离为`, M('22.5'), M('20'), M('60'), M('40')), 'A', 'solves'],
  // Swept ice: the players sweep, μ changes by an unknown amount — undecidable
  [`冰壶以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度被掷出后在水平冰面上滑行，冰壶与冰面间的动摩擦因数为 $0.02$，运动员在冰壶前方用毛刷擦冰，${G10}，求冰壶滑行的距离。`, null, 'refuses'],
  // Braking downhill: a = g(μcos − sin) = 0.4, x = 400/0.8 = 500 m (the level 25 m is the trap)
  [c(`汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度沿倾角为 $37^{\\circ}$ 的山坡路面向下行驶时紧急刹车，轮胎与路面间的动摩擦因数为 $0.8$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则刹车距离为`, M('500'), M('25'), M('50'), M('250')), 'A', 'mayRefuse'],
  // A level push plus a constant force the other way (恒力 against a slide): a = (6 + 4)/2 = 5, x = 100/10 = 10 m before it turns back — the max distance
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平面上向右滑行，同时受到一个水平向左、大小为 $6 \\mathrm{~N}$ 的恒力作用，物体与水平面间的动摩擦因数为 $0.2$，${G10}，则物体向右滑行的最大距离为`, M('10'), M('25'), M('8.33'), M('50')), 'A', 'mayRefuse'],
  // Same, 6 s: stops at 2 s (10 m), then 6 N > 4 N moves it back at 1 m/s² for 4 s (8 m): displacement 2 m
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平面上向右滑行，同时受到一个水平向左、大小为 $6 \\mathrm{~N}$ 的恒力作用，物体与水平面间的动摩擦因数为 $0.2$，${G10}，则 $6 \\mathrm{~s}$ 内物体的位移大小为`, M('2'), M('10'), M('25'), M('18')), 'A', 'mayRefuse'],
  // A train car uncoupled: the rest of the train keeps pulling — ask the car alone: μg = 0.5, 10/0.5·... v=10: x = 100/1 = 100 m
  [c(`一节车厢以 $10 \\mathrm{~m} / \\mathrm{s}$ 的速度在水平轨道上运动时与列车脱钩，车厢所受阻力为其重力的 $0.05$ 倍，${G10}，则脱钩后 $30 \\mathrm{~s}$ 内车厢滑行的距离为`, M('100'), M('75'), M('300'), M('50')), 'A', 'mayRefuse'],
  // A body thrown along the floor that then climbs a ramp (斜坡 after the floor): undecidable without the ramp's angle
  [`小物块以 $6 \\mathrm{~m} / \\mathrm{s}$ 的速度在水平面上滑行 $2 \\mathrm{~m}$ 后冲上一段坡道，物块与水平面间的动摩擦因数为 $0.5$，${G10}，求物块冲上坡道后 $1 \\mathrm{~s}$ 内的位移。`, null, 'refuses'],

  // —— Hooke's law ——
  // Two balances pull the ends with 10 N each: the spring's force is 10 N, x = 2 cm (4 cm is the trap)
  [c(`用两只弹簧秤沿相反方向水平拉一根劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧的两端，两只弹簧秤的示数均为 $10 \\mathrm{~N}$，则轻弹簧的伸长量为`, CM('2'), CM('4'), CM('0'), CM('1')), 'A', 'solves'],
  // A hanging body in a 升降机 speeding up: kx = m(g + a) = 6 N, x = 6 cm (5 cm is the trap)
  [c(`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧上端固定在升降机的顶板上，下端挂一质量为 $0.5 \\mathrm{~kg}$ 的物体，当升降机以 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的加速度匀加速上升时，弹簧的伸长量为（${G10}）`, CM('6'), CM('5'), CM('4'), CM('1')), 'A', 'mayRefuse'],
  // A spring pulls a block level at constant speed: kx = μmg = 4 N, x = 2 cm (mg/k = 10 cm is the trap)
  [c(`用劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧水平拉着质量为 $2 \\mathrm{~kg}$ 的木块在水平桌面上做匀速直线运动，木块与桌面间的动摩擦因数为 $0.2$，${G10}，则弹簧的伸长量为`, CM('2'), CM('10'), CM('4'), CM('1')), 'A', 'mayRefuse'],
  // A spring holds a block on a smooth slope 倾角 30°: kx = mg sin30° = 5 N, x = 5 cm (10 cm is the trap)
  [c(`在倾角为 $30^{\\circ}$ 的光滑固定斜面上，用劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧沿斜面向上拉住质量为 $1 \\mathrm{~kg}$ 的物体，物体静止，${G10}，则弹簧的伸长量为`, CM('5'), CM('10'), CM('8.7'), CM('2.5')), 'A', 'mayRefuse'],
  // A spring accelerates a block on a smooth floor: kx = ma = 4 N, x = 2 cm (mg/k = 10 cm is the trap)
  [c(`光滑水平面上，用劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧水平拉着质量为 $2 \\mathrm{~kg}$ 的物体做加速度为 $2 \\mathrm{~m} / \\mathrm{s}^{2}$ 的匀加速直线运动，则弹簧的伸长量为（${G10}）`, CM('2'), CM('10'), CM('12'), CM('1')), 'A', 'mayRefuse'],
  // A hanging ball pulled down 1 cm further and let go: a = k·0.01/m = 1/0.2 = 5 m/s² (not Hooke's x)
  [c(`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧下端挂一质量为 $0.2 \\mathrm{~kg}$ 的小球，小球静止后再将其竖直向下拉 $1 \\mathrm{~cm}$ 后由静止释放，${G10}，则释放瞬间小球的加速度大小为`, MS2('5'), MS2('10'), MS2('15'), MS2('0')), 'A', 'mayRefuse'],
  // The length asked under a push: 10 − 2 = 8 cm (2 cm or 12 cm are the traps)
  [c(`一根轻弹簧的原长为 $10 \\mathrm{~cm}$，劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$，用 $4 \\mathrm{~N}$ 的力压缩弹簧，则弹簧的长度为`, CM('8'), CM('2'), CM('12'), CM('10')), 'A', 'mayRefuse'],
  // A ball hung on a spring in water: buoyancy makes it unknown — undecidable without the volume
  [`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧下端挂一质量为 $0.5 \\mathrm{~kg}$ 的金属块，将金属块浸没在水中，金属块静止，${G10}，求弹簧的伸长量。`, null, 'refuses'],
  // Force read from the balance: the weight 2 N hanging, reading asked: 2 N (a balance is a spring)
  [c(`一弹簧测力计的弹簧劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$，挂上物体静止时弹簧伸长了 $1 \\mathrm{~cm}$，则物体的质量为（${G10}）`, '$0.2 \\mathrm{~kg}$', '$2 \\mathrm{~kg}$', '$0.02 \\mathrm{~kg}$', '$20 \\mathrm{~kg}$'), 'A', 'mayRefuse'],
  // k from two loads on the same spring: 10 N → 12 cm, 20 N → 14 cm: k = 10/0.02 = 500 N/m
  [c(`一根轻弹簧挂 $10 \\mathrm{~N}$ 的重物时长度为 $12 \\mathrm{~cm}$，挂 $20 \\mathrm{~N}$ 的重物时长度为 $14 \\mathrm{~cm}$，则弹簧的劲度系数为`, '$500 \\mathrm{~N} / \\mathrm{m}$', '$83.3 \\mathrm{~N} / \\mathrm{m}$', '$1000 \\mathrm{~N} / \\mathrm{m}$', '$250 \\mathrm{~N} / \\mathrm{m}$'), 'A', 'mayRefuse'],

  // —— forces at an angle ——
  // Three forces 3, 4, 10 N: the smallest resultant is 10 − 7 = 3 N
  [c(`三个共点力的大小分别为 $3 \\mathrm{~N}$、$4 \\mathrm{~N}$ 和 $10 \\mathrm{~N}$，则它们合力的最小值为`, N('3'), N('0'), N('5'), N('17')), 'A', 'mayRefuse'],
  // Three forces of 10 N at 120° to each other: 0
  [c(`三个大小均为 $10 \\mathrm{~N}$ 的共点力在同一平面内互成 $120^{\\circ}$ 角，则它们的合力大小为`, N('0'), N('10'), N('20'), N('30')), 'A', 'mayRefuse'],
  // Three forces: 6 N east, 8 N north, 10 N west: (−4, 8) → 4√5 ≈ 8.94 N
  [c(`同一平面内的三个共点力，$F_{1}=6 \\mathrm{~N}$ 向东，$F_{2}=8 \\mathrm{~N}$ 向北，$F_{3}=10 \\mathrm{~N}$ 向西，则三个力的合力大小为`, '$4 \\sqrt{5} \\mathrm{~N}$', N('10'), N('24'), N('8')), 'A', 'mayRefuse'],
  // The smallest resultant of two forces whose angle can change: 8 − 6 = 2 N
  [c(`两个共点力的大小分别为 $6 \\mathrm{~N}$ 和 $8 \\mathrm{~N}$，它们之间的夹角可以改变，则它们合力的最小值为`, N('2'), N('10'), N('14'), N('0')), 'A', 'mayRefuse'],
  // The angle asked from the resultant: 6² + 8² = 10² → 90°
  [c(`两个共点力 $F_{1}=6 \\mathrm{~N}$、$F_{2}=8 \\mathrm{~N}$，它们的合力大小为 $10 \\mathrm{~N}$，则 $F_{1}$ 与 $F_{2}$ 的夹角为`, '$90^{\\circ}$', '$60^{\\circ}$', '$0^{\\circ}$', '$120^{\\circ}$'), 'A', 'mayRefuse'],
  // A force at 60° to the vertical: its horizontal part is 10 sin60° = 5√3 ≈ 8.66 N (5 N is the trap)
  [c(`一个大小为 $10 \\mathrm{~N}$ 的力与竖直方向的夹角为 $60^{\\circ}$，则它在水平方向的分力大小为`, '$5 \\sqrt{3} \\mathrm{~N}$', N('5'), N('10'), N('0')), 'A', 'mayRefuse'],
  // The same force with the angle between the force and the horizontal ground's normal ("与竖直墙面成 60°"): horizontal part 10 sin 60° = 8.66; plain typing
  ['一个大小为10N的拉力与竖直方向成60°角，求它的竖直分力大小。', 5, 'solves'],
  // The net work under a slanted pull with friction: (8 − 0.5·14)·5 = 5 J (40 J is the pull's work)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向上的拉力 $F=10 \\mathrm{~N}$ 作用下沿水平面移动了 $5 \\mathrm{~m}$，物体与水平面间的动摩擦因数为 $0.5$，${G10}，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则合力对物体做的功为`, '$5 \\mathrm{~J}$', '$40 \\mathrm{~J}$', '$-10 \\mathrm{~J}$', '$50 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // The pull's work, same set-up: 40 J (the other numbers unused)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体在与水平方向成 $37^{\\circ}$ 角斜向上的拉力 $F=10 \\mathrm{~N}$ 作用下沿水平面移动了 $5 \\mathrm{~m}$，$\\cos 37^{\\circ}=0.8$，则拉力对物体做的功为`, '$40 \\mathrm{~J}$', '$50 \\mathrm{~J}$', '$30 \\mathrm{~J}$', '$5 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // Two equal forces at 120° with an added third of 10 N along the bisector: 10 + 10 = 20 N
  [c(`两个大小均为 $10 \\mathrm{~N}$ 的共点力夹角为 $120^{\\circ}$，再沿它们夹角的平分线方向加一个 $10 \\mathrm{~N}$ 的力，则三个力的合力大小为`, N('20'), N('10'), N('0'), N('30')), 'A', 'mayRefuse'],

  // —— charged particles ——
  // Two particles with the same kinetic energy in one B: r = √(2mE)/(qB): proton 1, α √4/2 = 1 → 1 : 1 (1 : 2 is the same-speed trap)
  [c(`质子（${'$_{1}^{1} \\mathrm{H}$'}）和 $\\alpha$ 粒子（${'$_{2}^{4} \\mathrm{He}$'}）以相同的动能垂直射入同一匀强磁场，则它们做圆周运动的半径之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: \\sqrt{2}$'), 'A', 'solves'],
  // Accelerated through the same U then into B: r = √(2mU/q)/B: proton 1, α √2 → 1 : √2
  [c(`质子和 $\\alpha$ 粒子由静止开始经同一电压加速后，垂直射入同一匀强磁场，则它们的轨道半径之比为`, '$1: \\sqrt{2}$', '$1: 2$', '$1: 1$', '$\\sqrt{2}: 1$'), 'A', 'solves'],
  // Periods in one B: T = 2πm/(qB): proton 1, α 2 → 1 : 2
  [c(`质子和 $\\alpha$ 粒子以相同的速度垂直射入同一匀强磁场，则它们做圆周运动的周期之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // The speed doubled: the period is unchanged (×1); ×2 is the trap
  [c(`带电粒子垂直射入匀强磁场做匀速圆周运动，若仅将粒子的速度增大为原来的 $2$ 倍，则粒子的运动周期变为原来的`, '$1$ 倍', '$2$ 倍', '$\\frac{1}{2}$', '$4$ 倍'), 'A', 'mayRefuse'],
  // The speed doubled: the radius ×2
  [c(`带电粒子垂直射入匀强磁场做匀速圆周运动，若仅将粒子的速度增大为原来的 $2$ 倍，则粒子的轨道半径变为原来的`, '$2$ 倍', '$1$ 倍', '$\\frac{1}{2}$', '$4$ 倍'), 'A', 'mayRefuse'],
  // A start energy of 100 eV then 200 V: 300 eV = 4.8×10⁻¹⁷ J (3.2×10⁻¹⁷ J is the trap)
  [c(`一个电子以 $100 \\mathrm{~eV}$ 的初动能进入电场，沿电场线方向被 $200 \\mathrm{~V}$ 的电压加速，电子电荷量 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，则电子获得加速后的动能为`, '$4.8 \\times 10^{-17} \\mathrm{~J}$', '$3.2 \\times 10^{-17} \\mathrm{~J}$', '$1.6 \\times 10^{-17} \\mathrm{~J}$', '$6.4 \\times 10^{-17} \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // Accelerated then deflected between plates: the energy on leaving the plates depends on the deflection — undecidable
  [`电子由静止经电压 $U_{1}=500 \\mathrm{~V}$ 加速后，垂直电场方向射入两平行金属板间的偏转电场，偏转电压 $U_{2}=200 \\mathrm{~V}$，电子电荷量 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，求电子离开偏转电场时的动能。`, null, 'refuses'],
  // Accelerated in E over d from rest: E_k = qEd = 1.6e-19·1000·0.1 = 1.6×10⁻¹⁷ J
  [c(`电子在电场强度为 $1000 \\mathrm{~V} / \\mathrm{m}$ 的匀强电场中由静止开始沿电场线运动了 $0.1 \\mathrm{~m}$，电子电荷量 $e=1.6 \\times 10^{-19} \\mathrm{~C}$，则电子获得的动能为`, '$1.6 \\times 10^{-17} \\mathrm{~J}$', '$1.6 \\times 10^{-16} \\mathrm{~J}$', '$1.6 \\times 10^{-18} \\mathrm{~J}$', '$1.6 \\times 10^{-20} \\mathrm{~J}$'), 'A', 'mayRefuse'],

  // —— the gas law as a multiple ——
  // Pressure held, 27 → 327 ℃: the pressure is unchanged (×1; ×2 is the trap)
  [c(`一定质量的理想气体，保持压强不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，则气体的压强变为原来的`, '$1$ 倍', '$2$ 倍', '$12.1$ 倍', '$\\frac{1}{2}$'), 'A', 'mayRefuse'],
  // Volume held, 27 → 327 ℃: ×2
  [c(`一定质量的理想气体，保持体积不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，则气体的压强变为原来的`, '$2$ 倍', '$12.1$ 倍', '$1$ 倍', '$\\frac{1}{2}$'), 'A', 'solves'],
  // No fixed mass, nothing held: undecidable
  [`容器中的气体温度由 $300 \\mathrm{~K}$ 升高到 $600 \\mathrm{~K}$，则气体的压强变为原来的几倍？`, null, 'refuses'],
  // 「升高了 300 ℃」 from 27 ℃: 600 / 300 = 2 (reading 「到 300 ℃」 gives 1.91)
  [c(`一定质量的理想气体，体积保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高了 $300^{\\circ} \\mathrm{C}$，则气体的压强变为原来的`, '$2$ 倍', '$1.91$ 倍', '$12.1$ 倍', '$11.1$ 倍'), 'A', 'mayRefuse'],
  // Air pumped into a ball of fixed volume at the same temperature: the mass changes — undecidable without the amount
  [`用打气筒向篮球内打气，篮球的容积不变，打气过程中球内气体温度由 $300 \\mathrm{~K}$ 升高到 $330 \\mathrm{~K}$，则球内气体的压强变为原来的几倍？`, null, 'refuses'],
  // Isothermal, the volume asked the other way: p 1 → 4 atm, V ×1/4
  [c(`一定质量的理想气体，温度保持不变，压强由 $1 \\mathrm{~atm}$ 增大到 $4 \\mathrm{~atm}$，则气体的体积变为原来的`, '$\\frac{1}{4}$', '$4$ 倍', '$\\frac{1}{2}$', '$2$ 倍'), 'A', 'solves'],

  // —— ratios ——
  // Three bodies: p = mv: 1·3 : 2·2 : 3·1 = 3 : 4 : 3
  [c(`A、B、C 三个物体的质量之比为 $1: 2: 3$，速度大小之比为 $3: 2: 1$，则它们的动量大小之比为`, '$3: 4: 3$', '$1: 1: 1$', '$9: 8: 3$', '$3: 2: 1$'), 'A', 'mayRefuse'],
  // One body at two times: free fall, E_k at the end of 1 s and 2 s: 1 : 4
  [c(`物体做自由落体运动，则物体在第 $1 \\mathrm{~s}$ 末和第 $2 \\mathrm{~s}$ 末的动能之比为`, '$1: 4$', '$1: 2$', '$1: 3$', '$1: 1$'), 'A', 'mayRefuse'],
  // One body whose speed goes from v to 2v: momenta before and after 1 : 2
  [c(`某物体的速度由 $v$ 增大到 $2 v$，则前后两个状态物体的动量大小之比为`, '$1: 2$', '$1: 4$', '$2: 1$', '$4: 1$'), 'A', 'mayRefuse'],
  // Fall from one height, masses 1 : 2: speeds equal, E_k 1 : 2
  [c(`质量之比为 $1: 2$ 的两个物体从同一高度由静止自由下落，不计空气阻力，则它们落地时的动能之比为`, '$1: 2$', '$1: 4$', '$1: 1$', '$2: 1$'), 'A', 'mayRefuse'],
  // Masses 1 : 2, speeds 2 : 1 — the momentum ratio asked B : A: p_A = 2, p_B = 2 → 1 : 1; E_k asked B : A: 1 : 2
  [c(`A、B 两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则 B、A 两物体的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$4: 1$'), 'A', 'solves'],
  // Momentum ratio when masses 1 : 2 and kinetic energies equal: p = √(2mE) → 1 : √2
  [c(`A、B 两物体的质量之比为 $1: 2$，它们的动能相等，则 A、B 的动量大小之比为`, '$1: \\sqrt{2}$', '$1: 2$', '$\\sqrt{2}: 1$', '$1: 1$'), 'A', 'mayRefuse'],

  // —— rated lamps ——
  // Two lamps in series on 220 V: R = 484 and 1936 Ω, I = 1/11 A, P(100 W lamp) = 484/121 = 4 W
  [c(`将“$220 \\mathrm{~V} \\ 100 \\mathrm{~W}$”和“$220 \\mathrm{~V} \\ 25 \\mathrm{~W}$”的两只灯泡串联后接在 $220 \\mathrm{~V}$ 的电路中，设灯丝电阻不变，则“$220 \\mathrm{~V} \\ 100 \\mathrm{~W}$”灯泡的实际功率为`, W('4'), W('100'), W('25'), W('16')), 'A', 'mayRefuse'],
  // A lamp's power from a current: R = 12 Ω, P = 0.09·12 = 1.08 W (3 W and 1.8 W are traps)
  [c(`标有“$6 \\mathrm{~V} \\ 3 \\mathrm{~W}$”的小灯泡，灯丝电阻不变，当通过它的电流为 $0.3 \\mathrm{~A}$ 时，它的实际功率为`, W('1.08'), W('3'), W('1.8'), W('0.9')), 'A', 'mayRefuse'],
  // A lamp in series with a resistor, glowing normally on 9 V: R = 3/0.5 = 6 Ω
  [c(`标有“$6 \\mathrm{~V} \\ 3 \\mathrm{~W}$”的小灯泡与一个定值电阻串联后接在电压为 $9 \\mathrm{~V}$ 的电源上，小灯泡恰好正常发光，则定值电阻的阻值为`, '$6 \\Omega$', '$12 \\Omega$', '$18 \\Omega$', '$3 \\Omega$'), 'A', 'solves'],
  // Two such lamps in parallel on 110 V: each 10 W, total 20 W (10 W is the trap)
  [c(`两只“$220 \\mathrm{~V} \\ 40 \\mathrm{~W}$”的灯泡并联后接在 $110 \\mathrm{~V}$ 的电路中，设灯丝电阻不变，则两灯消耗的总功率为`, W('20'), W('10'), W('40'), W('80')), 'A', 'mayRefuse'],
  // Two such lamps in series on 220 V: each 110 V, 10 W, total 20 W
  [c(`两只“$220 \\mathrm{~V} \\ 40 \\mathrm{~W}$”的灯泡串联后接在 $220 \\mathrm{~V}$ 的电路中，设灯丝电阻不变，则两灯消耗的总功率为`, W('20'), W('40'), W('10'), W('80')), 'A', 'mayRefuse'],
  // One lamp on 110 V by plain typing: 10 W
  ['一只标有“220V 40W”的灯泡，接在110V的电路中，灯丝电阻不变，它的实际功率是多少？', 10, 'solves'],

  // —— resistors as a ratio ——
  // In parallel: I₁ : I₂ = R₂ : R₁ = 2 : 1 (1 : 2 is the series trap)
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们并联后接入电路，则通过 $R_{1}$、$R_{2}$ 的电流之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // In parallel, powers: P₁ : P₂ = 2 : 1
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们并联后接在电源两端，则 $R_{1}$、$R_{2}$ 消耗的电功率之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // In series: U₁ : U₂ = 1 : 2
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们串联后接入电路，则 $R_{1}$、$R_{2}$ 两端的电压之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // In parallel, voltages: 1 : 1
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们并联后接入电路，则 $R_{1}$、$R_{2}$ 两端的电压之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'solves'],
  // Series then parallel total resistances: 3 : 2/3 → 9 : 2
  [c(`已知 $R_{1}: R_{2}=1: 2$，则它们串联后的总电阻与并联后的总电阻之比为`, '$9: 2$', '$3: 1$', '$1: 2$', '$2: 9$'), 'A', 'mayRefuse'],
  // Neither said: undecidable current ratio
  [`已知 $R_{1}: R_{2}=1: 2$，将它们接入电路，则通过 $R_{1}$、$R_{2}$ 的电流之比为多少？`, null, 'refuses'],
  // —— second batch, written after the first fixes ——
  // A level force of a number but no name (「…的力」): a = (6 + 4)/2 = 5, x = 10 m (25 m is the trap)
  [c(`质量为 $2 \\mathrm{~kg}$ 的物体以 $10 \\mathrm{~m} / \\mathrm{s}$ 的初速度在水平面上向右滑行，同时受到水平向左、大小为 $6 \\mathrm{~N}$ 的力的作用，物体与水平面间的动摩擦因数为 $0.2$，${G10}，则物体向右滑行的最大距离为`, M('10'), M('25'), M('50'), M('5')), 'A', 'mayRefuse'],
  // Braking on a road whose μ is halved by rain: undecidable without the first stretch — 「动摩擦因数减小为原来的一半」 with a single stage is μ = 0.25: 400/5 = 80 m
  [c(`汽车在水平路面上紧急刹车，刹车前的速度为 $20 \\mathrm{~m} / \\mathrm{s}$，晴天时轮胎与路面间的动摩擦因数为 $0.5$，雨天时动摩擦因数减小为晴天时的一半，${G10}，则雨天时汽车的刹车距离为`, M('80'), M('40'), M('20'), M('160')), 'A', 'mayRefuse'],
  // A balance pulled 10 N at each end: it reads 10 N (20 N is the trap)
  [c(`一只弹簧秤的两端各用 $10 \\mathrm{~N}$ 的水平拉力沿相反方向拉，弹簧秤静止，则弹簧秤的示数为`, N('10'), N('20'), N('0'), N('5')), 'A', 'mayRefuse'],
  // k from a natural length and a hanging mass: 5 N / 0.02 m = 250 N/m
  [c(`一根轻弹簧原长为 $10 \\mathrm{~cm}$，上端固定，下端挂一质量为 $0.5 \\mathrm{~kg}$ 的物体，静止时弹簧长度为 $12 \\mathrm{~cm}$，${G10}，则弹簧的劲度系数为`, '$250 \\mathrm{~N} / \\mathrm{m}$', '$41.7 \\mathrm{~N} / \\mathrm{m}$', '$25 \\mathrm{~N} / \\mathrm{m}$', '$500 \\mathrm{~N} / \\mathrm{m}$'), 'A', 'solves'],
  // A hand holding the body up part way: undecidable
  [`劲度系数为 $100 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧下端挂一质量为 $0.5 \\mathrm{~kg}$ 的物体，用手托住物体使其静止，${G10}，求弹簧的伸长量。`, null, 'refuses'],
  // Proton and α with the same momentum: r = p/(qB) → 2 : 1
  [c(`质子和 $\\alpha$ 粒子以相同的动量垂直射入同一匀强磁场，则它们做圆周运动的半径之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // Deuteron and α at the same speed: m/q 2 and 2 → 1 : 1
  [c(`氘核（${'$_{1}^{2} \\mathrm{H}$'}）和 $\\alpha$ 粒子（${'$_{2}^{4} \\mathrm{He}$'}）以相同的速度垂直射入同一匀强磁场，则它们做圆周运动的半径之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'solves'],
  // Proton and α with the same energy: periods T ∝ m/q → 1 : 2 whatever the energy
  [c(`质子和 $\\alpha$ 粒子以相同的动能垂直射入同一匀强磁场，则它们做圆周运动的周期之比为`, '$1: 2$', '$1: 1$', '$2: 1$', '$1: \\sqrt{2}$'), 'A', 'solves'],
  // Proton and α through the same voltage: speeds √(2qU/m): √2 : 1
  [c(`质子和 $\\alpha$ 粒子由静止开始经同一电压加速，则加速后它们的速度大小之比为`, '$\\sqrt{2}: 1$', '$1: \\sqrt{2}$', '$2: 1$', '$1: 1$'), 'A', 'mayRefuse'],
  // Proton and α through the same voltage: energies qU: 1 : 2
  [c(`质子和 $\\alpha$ 粒子由静止开始经同一电压加速，则加速后它们的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Gas at fixed volume 27 → 327 ℃: the molecules' mean speed ×√2 (×2 is the trap)
  [c(`一定质量的理想气体，体积保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，则气体分子的平均速率变为原来的`, '$\\sqrt{2}$ 倍', '$2$ 倍', '$4$ 倍', '$12.1$ 倍'), 'A', 'mayRefuse'],
  // Gas at fixed pressure 27 → 327 ℃: the volume ×2
  [c(`一定质量的理想气体，压强保持不变，温度由 $27^{\\circ} \\mathrm{C}$ 升高到 $327^{\\circ} \\mathrm{C}$，则气体的体积变为原来的`, '$2$ 倍', '$12.1$ 倍', '$1$ 倍', '$\\frac{1}{2}$'), 'A', 'solves'],
  // Gas: both the temperature and the volume change (V ×2, T 300 → 600): p unchanged — the kind's one change only
  [c(`一定质量的理想气体，温度由 $300 \\mathrm{~K}$ 升高到 $600 \\mathrm{~K}$，同时体积增大为原来的 $2$ 倍，则气体的压强变为原来的`, '$1$ 倍', '$2$ 倍', '$4$ 倍', '$\\frac{1}{2}$'), 'A', 'mayRefuse'],
  // A lamp at half its rated current: P = ¼·40 = 10 W (20 W is the trap)
  [c(`一只“$220 \\mathrm{~V} \\ 40 \\mathrm{~W}$”的灯泡，灯丝电阻不变，当通过它的电流为额定电流的一半时，它的实际功率为`, W('10'), W('20'), W('40'), W('5')), 'A', 'mayRefuse'],
  // Resistors in series, heat in equal times: 1 : 2
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们串联后接入电路，则相同时间内 $R_{1}$、$R_{2}$ 产生的热量之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // The other component of a 10 N force split into two at right angles, one at 37° to it: 10 sin 37° = 6 N
  [c(`将一个大小为 $10 \\mathrm{~N}$ 的力分解为两个互相垂直的分力，其中一个分力与该力的夹角为 $37^{\\circ}$，$\\sin 37^{\\circ}=0.6$，$\\cos 37^{\\circ}=0.8$，则另一个分力的大小为`, N('6'), N('8'), N('10'), N('4')), 'A', 'mayRefuse'],
  // Two forces 3 and 4 N at an unknown angle whose resultant is 5 N: the resultant asked is given — 5 N is not 7 N
  [c(`两个共点力的大小分别为 $3 \\mathrm{~N}$ 和 $4 \\mathrm{~N}$，当它们同向时合力最大，则合力的最大值为`, N('7'), N('5'), N('1'), N('12')), 'A', 'mayRefuse'],
  // A slanted push 斜向下 with friction: the push's work only: 10·5·0.8 = 40 J
  [c(`用与水平方向成 $37^{\\circ}$ 角斜向下的推力 $F=10 \\mathrm{~N}$ 推木箱沿水平地面移动了 $5 \\mathrm{~m}$，$\\cos 37^{\\circ}=0.8$，则推力对木箱做的功为`, '$40 \\mathrm{~J}$', '$50 \\mathrm{~J}$', '$30 \\mathrm{~J}$', '$-40 \\mathrm{~J}$'), 'A', 'mayRefuse'],
  // —— third batch ——
  // A car up a hill (坡, no angle) coasting with its engine off: gravity along the hill is unknown — undecidable
  [`汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度沿一段山坡向上行驶时关闭发动机，汽车所受阻力为车重的 $0.1$ 倍，${G10}，求关闭发动机后 $10 \\mathrm{~s}$ 内汽车的位移。`, null, 'refuses'],
  // The same down a 坡道 braking: undecidable
  [`汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度在下坡路段上行驶时紧急刹车，轮胎与路面间的动摩擦因数为 $0.5$，${G10}，求汽车的刹车距离。`, null, 'refuses'],
  // Engine off on a level road, 30 s past the stop at 20 s: a = 1, 200 m (30·20 − 450 = 150 m is the trap)
  [c(`汽车以 $20 \\mathrm{~m} / \\mathrm{s}$ 的速度在水平公路上行驶，司机关闭发动机后汽车滑行，所受阻力为车重的 $0.1$ 倍，${G10}，则关闭发动机后 $30 \\mathrm{~s}$ 内汽车的位移为`, M('200'), M('150'), M('600'), M('450')), 'A', 'mayRefuse'],
  // A sled pushed on by a pole: undecidable
  [`冰车以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度在水平冰面上滑行，冰车与冰面间的动摩擦因数为 $0.02$，坐在冰车上的小孩用撑杆不断向后撑冰面，${G10}，求冰车 $20 \\mathrm{~s}$ 内滑行的距离。`, null, 'refuses'],
  // Curling stone's speed after its stop: 0 at 20 s
  [c(`冰壶以 $3 \\mathrm{~m} / \\mathrm{s}$ 的速度被掷出后在水平冰面上滑行，冰壶与冰面间的动摩擦因数为 $0.02$，${G10}，则冰壶被掷出后 $20 \\mathrm{~s}$ 末的速度大小为`, '$0$', MS('1'), MS('2.6'), MS('0.2')), 'A', 'mayRefuse'],
  // The spring cut in half: k doubles to 400 N/m, x = 4/400 = 1 cm (2 cm is the trap)
  [c(`一根劲度系数为 $200 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，截去一半后，在剩下的弹簧下端挂一重为 $4 \\mathrm{~N}$ 的物体，物体静止时弹簧的伸长量为`, CM('1'), CM('2'), CM('4'), CM('0.5')), 'A', 'mayRefuse'],
  // Two people pull the ends with 10 N each: x = 10/500 = 2 cm (4 cm is the trap)
  [c(`甲、乙两人各用 $10 \\mathrm{~N}$ 的力沿相反方向拉一根劲度系数为 $500 \\mathrm{~N} / \\mathrm{m}$ 的轻弹簧，则弹簧的伸长量为`, CM('2'), CM('4'), CM('1'), CM('0')), 'A', 'solves'],
  // Radius ratio asked α : proton at the same speed: 2 : 1 (1 : 2 is the trap)
  [c(`质子和 $\\alpha$ 粒子以相同的速度垂直射入同一匀强磁场，则 $\\alpha$ 粒子与质子做圆周运动的半径之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$4: 1$'), 'A', 'solves'],
  // Into an electric field (not magnetic) at the same speed: deflection ∝ q/m → 2 : 1 — a neighbouring kind
  [c(`质子和 $\\alpha$ 粒子以相同的速度垂直电场方向射入同一偏转电场，则它们离开电场时的偏移量之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Same radius in one B: v = qBr/m → proton : α = 2 : 1
  [c(`质子和 $\\alpha$ 粒子在同一匀强磁场中做半径相同的匀速圆周运动，则它们的速度大小之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // The temperature reached asked: p ×2 at fixed V from 27 ℃: 600 K = 327 ℃ (54 ℃ is the trap)
  [c(`一定质量的理想气体，体积保持不变，温度为 $27^{\\circ} \\mathrm{C}$ 时压强为 $1 \\mathrm{~atm}$，当压强增大到 $2 \\mathrm{~atm}$ 时，气体的温度为`, '$327^{\\circ} \\mathrm{C}$', '$54^{\\circ} \\mathrm{C}$', '$150^{\\circ} \\mathrm{C}$', '$13.5^{\\circ} \\mathrm{C}$'), 'A', 'mayRefuse'],
  // Resistors in series, currents: 1 : 1
  [c(`已知 $R_{1}: R_{2}=1: 2$，将它们串联后接入电路，则通过 $R_{1}$、$R_{2}$ 的电流之比为`, '$1: 1$', '$1: 2$', '$2: 1$', '$1: 4$'), 'A', 'solves'],
  // Given R₁ : R₂ = 2 : 1, asked R₂、R₁ in series: U₂ : U₁ = 1 : 2
  [c(`已知 $R_{1}: R_{2}=2: 1$，将它们串联后接入电路，则 $R_{2}$、$R_{1}$ 两端的电压之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'mayRefuse'],
  // Masses 1 : 2, speeds 2 : 1, asked 乙、甲 momenta: p甲 = 2, p乙 = 2 → 1 : 1; energies 乙 : 甲 = 2 : 4 = 1 : 2
  [c(`甲、乙两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则乙、甲两物体的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$1: 4$'), 'A', 'solves'],
  // The ask names A twice: 「A 与 B 的动能之比」 in order — 2 : 1
  [c(`A、B 两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则 A 与 B 的动能之比为`, '$2: 1$', '$1: 2$', '$1: 1$', '$4: 1$'), 'A', 'solves'],
  // Asked 「B 与 A」: 1 : 2
  [c(`A、B 两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则 B 与 A 的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$4: 1$'), 'A', 'solves'],
  // 「B 物体的动能与 A 物体的动能之比」: 1 : 2
  [c(`A、B 两物体的质量之比为 $1: 2$，速度大小之比为 $2: 1$，则 B 物体的动能与 A 物体的动能之比为`, '$1: 2$', '$2: 1$', '$1: 1$', '$4: 1$'), 'A', 'solves'],
];
