import { airResistance } from './air-resistance';
import type { QualitativeSituation } from './situation';

const TAUT = '(?:伸直|张紧|绷紧|拉直|拉紧)';

/**
 * A bungee jump from rest: a free fall until the cord is taut, then the cord's pull grows until the lowest point.
 * Speed rises until the pull equals the weight (below the point where the cord tightens), then falls to zero; at the
 * lowest point the pull exceeds the weight. Only the energy kept by the system depends on air resistance: with it the
 * speed still rises at first (a body falling from rest never reaches the speed where drag equals its weight), and at
 * the lowest point the speed and so the drag are zero.
 */
export function bungeeJump(stem: string): QualitativeSituation | null {
  // The jump named, or told: a body tied to an elastic cord that jumps or drops from a height.
  const told = /(?:身)?(?:系|绑|拴)(?:着|上|有)?(?:一根)?(?:弹性|橡皮)(?:长)?绳.{0,16}(?:跳下|下落|落下)/.test(stem);
  if (!(/蹦极/.test(stem) || told) || !/绳/.test(stem) || /弹簧|斜面|水平抛|上抛/.test(stem)) return null;
  // Only the first descent is worked: a stem that goes on to the way back up asks about a stretch this has not.
  if (/上升|弹回|拉回|回升|反弹|弹起|上弹|向上运动/.test(stem)) return null;
  const air = airResistance(stem);
  const kept = air === 'none' ? true : air === 'acts' ? false : null;
  const bodyKept = air === 'none' ? 'same' : air === 'acts' ? 'down' : null;
  const forces = { 重力: /^重力$/, 绳的拉力: /^(?:弹性|蹦极|橡皮)?绳?(?:弹力|弹性力|拉力|作用力)$/, 空气阻力: /^(?:空气)?阻力$/ };
  const drag = air === 'none' ? 'none' : air === 'acts' ? 'negative' : null;
  return {
    kind: '蹦极（先自由下落，绳张紧后减速到最低点）',
    working: [
      '绳张紧前人只受重力（及空气阻力），加速下落；绳张紧后拉力从零逐渐增大，拉力小于重力时人仍加速，拉力等于重力时速度最大，之后减速，到最低点速度为零，此时拉力大于重力。',
      '下落过程中重力一直做正功，重力势能一直减小；绳张紧后拉力方向向上、与运动方向相反，做负功，绳的弹性势能增大，人的机械能减小。',
      air === 'none'
        ? '不计空气阻力时，只有重力和绳的弹力做功，人、地球和绳组成的系统机械能守恒。'
        : `题中的空气阻力${air === 'acts' ? '做负功，系统机械能不守恒。' : '没有说明，系统机械能是否守恒定不下来。'}`,
      '重力势能的变化量等于重力做功的负值，与零势能面的选取无关。',
    ],
    members: { body: /运动员|蹦极者|人|游客|质点/, earth: /地球/, cord: /(?:弹性|蹦极|橡皮)?绳/ },
    elastic: 'cord',
    forces,
    claims: [],
    stretches: [
      {
        names:
          /(?:整个)?(?:蹦极|下落|下降|跳下)(?:的)?(?:全)?(?:过程)?|(?:到达|下降至|下落到|运动到)最低点(?:之)?前|从(?:高台|跳台|高处)?(?:由静止)?(?:跳下|下落|开始下落|释放)[，,]?(?:到|至)(?:人)?(?:第一次)?(?:到达|下降至|下降到|下落到|下落至|运动到)最低点/,
        courses: { 重力势能: 'down', 动能: 'up-down', 速度: 'up-down', 动量: 'up-down', 弹性势能: null, 机械能: null, 加速度: null },
        work: { 重力: 'positive', 绳的拉力: null, 空气阻力: drag },
        kept: { body: false, 'body+cord': kept },
      },
      {
        names: new RegExp(
          `(?:弹性|蹦极)?绳(?:子)?(?:被)?${TAUT}(?:以)?后|(?:从)?(?:弹性|蹦极)?绳(?:子)?(?:恰好|刚好|刚)?${TAUT}(?:时)?[，,]?(?:到|至)(?:人)?(?:第一次)?(?:下降至|下降到|到达|运动到|下落到|下落至)?最低点`,
        ),
        courses: {
          重力势能: 'down',
          弹性势能: 'up',
          动能: 'up-down',
          速度: 'up-down',
          动量: 'up-down',
          机械能: 'down',
          加速度: air === 'none' ? 'down-up' : null,
        },
        work: { 重力: 'positive', 绳的拉力: 'negative', 空气阻力: drag },
        kept: { body: false, 'body+cord': kept },
        claims: [
          {
            truth: true,
            why: '绳的拉力始终向上，它的冲量始终向上',
            clauses: [/^(?:弹性|蹦极)?绳(?:对人)?(?:的)?(?:拉力的)?冲量(?:的?方向)?(?:始终|一直|总是)?(?:竖直)?向上$/],
          },
          {
            truth: false,
            why: '绳的拉力始终向上，它的冲量始终向上',
            clauses: [/^(?:弹性|蹦极)?绳(?:对人)?(?:的)?(?:拉力的)?冲量(?:的?方向)?(?:始终|一直|总是)?(?:竖直)?向下$/],
          },
        ],
      },
      {
        names: new RegExp(`(?:弹性|蹦极)?绳(?:子)?${TAUT}(?:之)?前`),
        courses: {
          重力势能: 'down',
          弹性势能: 'same',
          动能: 'up',
          速度: 'up',
          动量: 'up',
          机械能: bodyKept,
          加速度: air === 'none' ? 'same' : null,
        },
        work: { 重力: 'positive', 绳的拉力: 'none', 空气阻力: drag },
        kept: { body: kept, 'body+cord': kept },
      },
    ],
    moments: [
      {
        names: /(?:第一次)?(?:到达|下降至|下降到|运动到|下落到|下落至|位于)?最低点/,
        holds: {
          '速度:为零': true,
          '动能:为零': true,
          '动量:为零': true,
          '加速度:为零': false,
          '弹性势能:最大': true,
          '重力势能:最小': true,
          '动能:最大': false,
          '速度:最大': false,
        },
        order: [['绳的拉力', '重力', '>']],
      },
      {
        names: new RegExp(`(?:弹性|蹦极)?绳(?:子)?(?:恰好|刚好|刚)${TAUT}`),
        holds: { '弹性势能:为零': true, '动能:最大': false, '速度:最大': false, '动量:最大': false, '加速度:为零': false },
        order: [['重力', '绳的拉力', '>']],
      },
    ],
  };
}
