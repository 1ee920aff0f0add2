import type { QualitativeSituation } from './situation';

/** A body falling freely from rest, told without numbers: only gravity works, so its mechanical energy is kept. */
export function freeFallInWords(stem: string): QualitativeSituation | null {
  if (!/自由下落|自由落体|由静止(?:开始)?(?:下落|落下|释放)/.test(stem)) return null;
  if (
    !/自由|不计(?:空气)?阻力|忽略(?:空气)?阻力/.test(stem) ||
    /\d|斜面|弹簧|绳|抛|如图|阻力大小|受到(?:的)?(?:空气)?阻力|水中|落(?:在|到|入)|碰|反弹|弹起|弹回|撞/.test(stem)
  )
    return null;
  if (/蹦极|卫星/.test(stem)) return null;
  return {
    kind: '自由下落的物体',
    working: [
      '只受重力，重力做正功，重力势能减小、动能增大，机械能守恒；速度 $v = gt$ 和动量 $mv$ 一直增大，加速度 $g$ 不变。',
      '重力势能的大小与零势能面的选取有关，它的变化量等于重力做功的负值，与零势能面的选取无关。',
    ],
    members: { body: /小球|物体|石块|石子|钢球|铁球|重物|苹果|质点/, earth: /地球/ },
    forces: { 重力: /^重力$/ },
    claims: [],
    stretches: [
      {
        names: /(?:在)?(?:整个)?下落/,
        courses: { 重力势能: 'down', 动能: 'up', 速度: 'up', 动量: 'up', 机械能: 'same', 加速度: 'same' },
        work: { 重力: 'positive' },
        kept: { body: true },
      },
    ],
    moments: [],
  };
}
