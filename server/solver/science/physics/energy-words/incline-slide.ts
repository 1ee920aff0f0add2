import { airResistance } from './air-resistance';
import { gravityAgainstFriction, lossAgainstGain } from './energy-relations';
import type { Course, QualitativeSituation, Stretch } from './situation';
import { surfaceOf } from './surface';

const BODY = '物块|木块|滑块|物体|小球|木箱|小孩|雪橇';

/**
 * A block sliding down a fixed incline: speeding up from rest (or said to speed up), or sliding at constant speed.
 * Gravity works positively, the normal force not at all, friction negatively on a rough slope; on a rough slope the
 * mechanical energy falls, so the potential energy lost exceeds the kinetic energy gained (equal to the friction's
 * work at constant speed). A slope not said to be smooth or rough fixes neither.
 */
export function inclineSlide(stem: string): QualitativeSituation | null {
  if (!/斜面/.test(stem) || !/下滑|滑下|滑到底/.test(stem)) return null;
  if (
    /\d|弹簧|绳|推力|拉力|外力|F|传送带|如图|上滑|冲上|斜面体(?:向|在)|运动的斜面|斜面(?:向|在)(?:左|右)|曲面|圆弧/.test(
      stem.replace(/[(（]\s*\d+\s*分\s*[)）]/g, ''),
    )
  )
    return null;
  // Only gravity, the normal force and friction act, and the slope stays put: a force of another kind (「在水平恒力作用下」),
  // air resistance, or a wedge set on a floor and not held (its normal force then works on the block) is another situation.
  if (/(?<!摩擦|阻|重|支持)力(?:的)?作用|施加|用力/.test(stem) || airResistance(stem) === 'acts') return null;
  if (/(?:斜面|斜劈|劈)(?:体)?[^，。；]{0,6}(?:放|置|静置|位)(?:在|于)[^，。；]{0,8}(?:水平|地面|桌面)/.test(stem) && !/固定/.test(stem))
    return null;
  const surface = /匀速下滑/.test(stem) ? 'rough' : surfaceOf(stem);
  const uniform = /匀速下滑/.test(stem);
  if (!uniform && !/加速下滑|由静止|从静止|静止开始/.test(stem)) return null;
  if (uniform && surfaceOf(stem) === 'smooth') return null;
  const course: Course = uniform ? 'same' : 'up';
  const energy = surface === 'smooth' ? 'same' : surface === 'rough' ? 'down' : null;
  const stretch: Stretch = {
    names: /(?:在)?(?:整个)?下滑|(?:从斜面)?(?:顶端)?滑到底端/,
    courses: { 动能: course, 速度: course, 动量: course, 重力势能: 'down', 机械能: energy, 加速度: surface === null ? null : 'same' },
    work: {
      重力: 'positive',
      支持力: 'none',
      摩擦力: surface === null ? null : surface === 'rough' ? 'negative' : 'none',
      合力: uniform ? 'none' : 'positive',
    },
    kept: { body: surface === null ? null : surface === 'smooth' },
    claims:
      surface === null
        ? []
        : [
            ...lossAgainstGain(
              BODY,
              surface === 'smooth' ? '=' : '>',
              surface === 'smooth' ? '只有重力做功，机械能守恒' : '摩擦力做负功，减少的重力势能一部分转化为内能',
            ),
            ...(surface === 'rough'
              ? gravityAgainstFriction(
                  BODY,
                  uniform ? '=' : '>',
                  uniform ? '匀速下滑，动能不变，合力做功为零' : '加速下滑，动能增大，合力做正功',
                )
              : []),
          ],
  };
  return {
    kind: uniform ? '沿粗糙斜面匀速下滑的物块' : `沿${surface === 'smooth' ? '光滑' : surface === 'rough' ? '粗糙' : ''}斜面加速下滑的物块`,
    working: [
      '下滑时重力与位移成锐角，做正功，重力势能减小；支持力与斜面垂直，不做功。',
      surface === 'rough'
        ? `斜面粗糙，滑动摩擦力沿斜面向上，做负功，机械能减少。${uniform ? '匀速下滑时动能不变，合力为零，重力做的功等于克服摩擦力做的功。' : '加速下滑时动能增大，重力势能的减少量大于动能的增加量。'}`
        : surface === 'smooth'
          ? '斜面光滑，只有重力做功，机械能守恒。'
          : '题中没有说明斜面是否光滑，摩擦力是否做功、机械能是否守恒定不下来。',
    ],
    members: { body: new RegExp(BODY), earth: /地球/ },
    forces: {
      重力: /^重力$/,
      支持力: /^(?:斜面)?(?:的)?(?:支持力|弹力)$/,
      摩擦力: /^(?:滑动)?摩擦力$/,
      合力: /^合(?:外)?力$/,
    },
    claims: [],
    stretches: [stretch],
    moments: [],
  };
}
