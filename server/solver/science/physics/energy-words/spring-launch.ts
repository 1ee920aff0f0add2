import type { Course, QualitativeSituation } from './situation';
import { surfaceOf } from './surface';

const PART =
  /(?:从)?(?:物块|滑块|木块|小球|物体)?(?:由静止)?(?:被)?释放(?:后)?(?:到|至)(?:物块|滑块|木块|小球|物体)?(?:刚好|恰好)?(?:离开弹簧|与弹簧分离|脱离弹簧)|(?:从)?(?:物块|滑块|木块|小球|物体)?(?:由静止)?(?:被)?释放(?:后)?(?:到|至)弹簧(?:第一次)?恢复原长|(?:物块|滑块|木块|小球|物体)?(?:离开|脱离)弹簧(?:之)?前|弹簧恢复原长(?:之)?前/;

/**
 * A block pushed along a level floor by a compressed spring from rest until it leaves the spring at its natural
 * length. Smooth: the spring's push alone speeds it up all the way (fastest as it leaves), block and spring keep their
 * energy. Rough: the push falls below the friction before the natural length, so the speed peaks inside and falls
 * again, and friction takes energy. Not said: neither is fixed.
 */
export function springLaunch(stem: string): QualitativeSituation | null {
  if (!/弹簧/.test(stem) || !/压缩|压紧/.test(stem) || !/释放|松手|放手/.test(stem) || !/弹开|弹出|离开弹簧|与弹簧分离|脱离弹簧/.test(stem))
    return null;
  if (
    !/水平(?:面|地面|桌面|轨道)/.test(stem) ||
    /斜面|竖直|\d|如图|碰|两(?:个|物块)|[AB]、|墙/.test(stem.replace(/[(（]\s*\d+\s*分\s*[)）]/g, ''))
  )
    return null;
  // The stretch the stem names, or none said and no motion after it.
  if (!PART.test(stem) && /继续|停下|停止|滑上|冲上|最终/.test(stem)) return null;
  const surface = surfaceOf(stem);
  const smooth = surface === 'smooth';
  const fixed = <T>(ifSmooth: T, ifRough: T): T | null => (surface === null ? null : smooth ? ifSmooth : ifRough);
  const speed: Course | null = fixed('up', 'up-down');
  return {
    kind: `${surface === 'smooth' ? '光滑' : surface === 'rough' ? '粗糙' : ''}水平面上被压缩弹簧弹开的物块`,
    working: [
      '从释放到物块离开弹簧（弹簧恢复原长），弹簧的弹力对物块做正功，弹簧的弹性势能一直减小。',
      surface === 'smooth'
        ? '水平面光滑，只有弹力做功，物块一直加速，离开弹簧时速度最大；物块和弹簧组成的系统机械能守恒，物块自身的机械能（动能）增大。'
        : surface === 'rough'
          ? '水平面粗糙，弹力减小到等于摩擦力时速度最大，此后弹力小于摩擦力，物块减速，所以速度先增大后减小，离开弹簧时速度不是最大；摩擦力做负功，系统机械能不守恒。'
          : '题中没有说明水平面是否光滑，物块速度的变化和系统机械能是否守恒都定不下来。',
    ],
    members: { body: /物块|滑块|木块|小球|物体/, spring: /(?:轻质?)?弹簧/, earth: /地球/ },
    elastic: 'spring',
    forces: {
      弹簧的弹力: /^(?:轻质?)?弹簧?(?:弹力|弹性力|作用力|推力)$/,
      摩擦力: /^(?:滑动)?摩擦力$|^阻力$/,
      重力: /^重力$/,
      支持力: /^(?:地面|水平面|桌面)?(?:的)?支持力$/,
    },
    claims: [],
    stretches: [
      {
        names: PART,
        courses: {
          弹性势能: 'down',
          动能: speed,
          速度: speed,
          动量: speed,
          机械能: speed,
          加速度: fixed('down', 'down-up'),
        },
        work: { 弹簧的弹力: 'positive', 摩擦力: fixed('none', 'negative'), 重力: 'none', 支持力: 'none' },
        kept: { body: false, 'body+spring': fixed(true, false) },
      },
    ],
    moments: [
      {
        names: /(?:刚好|恰好|刚)?(?:离开弹簧|与弹簧分离|脱离弹簧)|弹簧(?:恰好|刚好)?恢复原长/,
        holds: {
          '弹性势能:为零': true,
          '速度:最大': fixed(true, false),
          '动能:最大': fixed(true, false),
          '动量:最大': fixed(true, false),
          '加速度:为零': fixed(true, false),
        },
      },
    ],
  };
}
