import { lossAgainstGain } from './energy-relations';
import type { QualitativeSituation } from './situation';

const SHRINKS = /(?:轨道半径|半径|轨道高度|高度|轨道)(?:会|将)?(?:缓慢|逐渐|不断|慢慢)?(?:地)?(?:减小|变小|降低|下降|减少)/;

/**
 * A satellite whose circular orbit slowly shrinks under thin-air drag: each turn is still a circle about the earth, so
 * GMm/r² = mv²/r. As r falls v, ω, a and the kinetic energy GMm/2r rise, T falls; the potential energy −GMm/r falls by
 * twice what the kinetic energy gains, so the mechanical energy falls (the drag does negative work, gravity positive).
 */
export function dragShrunkOrbit(stem: string): QualitativeSituation | null {
  if (!/卫星|飞船|空间站/.test(stem) || !/稀薄(?:的)?(?:空气|大气)|大气阻力|空气阻力/.test(stem) || !SHRINKS.test(stem)) return null;
  // Each turn still a circle (「仍可看作匀速圆周运动」): a craft said only to have been on a circle before it slows in
  // dense air (a capsule coming home) is on no circle while it falls.
  if (!/(?:仍|近似|可(?:以)?(?:看|视)(?:作|为)|每一?圈)[^，。；]{0,10}圆(?:周运动|轨道|周轨道)/.test(stem)) return null;
  if (/椭圆|变轨|点火|加速|喷气|两颗|另一|返回|大气层|着陆|降落/.test(stem)) return null;
  return {
    kind: '受稀薄空气阻力、轨道缓慢变低的卫星',
    working: [
      '每一圈仍可看作匀速圆周运动：$G\\frac{Mm}{r^2} = m\\frac{v^2}{r} = m\\omega^2 r = m\\frac{4\\pi^2}{T^2}r = ma$，得 $v = \\sqrt{\\frac{GM}{r}}$，$\\omega = \\sqrt{\\frac{GM}{r^3}}$，$T = 2\\pi\\sqrt{\\frac{r^3}{GM}}$，$a = \\frac{GM}{r^2}$。',
      '轨道半径 $r$ 减小，所以线速度、角速度、向心加速度和动能 $E_k = \\frac{GMm}{2r}$ 增大，周期减小。',
      '引力势能 $E_p = -\\frac{GMm}{r}$ 减小，减少量是动能增加量的 2 倍，机械能 $E = -\\frac{GMm}{2r}$ 减小：空气阻力做负功，引力做正功。',
    ],
    members: { body: /(?:人造)?(?:地球)?(?:卫星|飞船|空间站)|它/, earth: /地球/ },
    forces: { 引力: /^(?:地球)?(?:对卫星)?(?:万有引力|引力|重力)$/, 空气阻力: /^(?:稀薄)?(?:空气|大气)?阻力$/ },
    claims: [],
    stretches: [
      {
        names: null,
        courses: {
          轨道半径: 'down',
          速度: 'up',
          动能: 'up',
          角速度: 'up',
          向心加速度: 'up',
          加速度: 'up',
          周期: 'down',
          重力势能: 'down',
          机械能: 'down',
          动量: 'up',
        },
        work: { 引力: 'positive', 空气阻力: 'negative' },
        kept: { body: false },
        claims: lossAgainstGain(
          '(?:人造)?(?:地球)?卫星',
          '>',
          '由 $E_k = \\frac{GMm}{2r}$、$E_p = -\\frac{GMm}{r}$，势能的减少量是动能增加量的 2 倍',
        ),
      },
    ],
    moments: [],
  };
}
