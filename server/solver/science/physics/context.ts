/** What kind of situation the problem describes, read from its words. */
export interface Situation {
  accelerated: boolean;
  freeFall: boolean;
  brake: boolean;
  /** The motion slows down (braking, 匀减速): a given acceleration is a magnitude against the motion. */
  decelerating: boolean;
  /** It both speeds up and slows down (several stages): the sign of a is not known. */
  mixedAcceleration: boolean;
  uniform: boolean;
  fromRest: boolean;
  stops: boolean;
  /** A circuit: heat is the Joule heat of a current. */
  electric: boolean;
  /** Friction or drag is mentioned (with or without a value). */
  friction: boolean;
  smooth: boolean;
  /** "g 取 10" etc., when the problem states g. */
  g?: number;
  water: boolean;
  /** Pressure is the subject and no force drives a motion: a force given plainly is the pressing force. */
  pressing: boolean;
  /** An object resting on a horizontal surface: its pressing force equals its weight. */
  horizontalSupport: boolean;
}

/** Topics the formula table does not cover: better to refuse than to apply the wrong law. */
export const UNSUPPORTED: [RegExp, string][] = [
  [/斜面|倾角/, '斜面'],
  [/摩擦因数|μ/, '动摩擦因数'],
  [/弹簧|劲度系数|弹性势能/, '弹簧'],
  [/滑轮|杠杆|机械效率|效率/, '简单机械或效率'],
  [/浮力|排开|漂浮|悬浮|阿基米德/, '浮力'],
  [/串联|并联|电路图|滑动变阻器|电阻R1|R_?1|R_?2/, '串并联电路'],
  // A source's EMF is not the voltage across the load once it has an internal resistance (「内阻不计」 is an ideal source).
  [/内(?:电)?阻(?!\s*(?:可以|可)?\s*(?:不计|忽略))/, '闭合电路（电源有内阻）'],
  [/圆周|向心|角速度|周期|万有引力|卫星|天体/, '圆周运动或万有引力'],
  [/平抛|斜抛|竖直上抛|上抛|抛出/, '抛体运动'],
  [/动量|冲量|碰撞/, '动量'],
  [/电场|磁场|电荷量|库仑|洛伦兹|安培力|感应/, '电磁学'],
  [/透镜|折射|反射|焦距|光速|波长|频率|振动|声速|回声/, '光学或波动'],
  [/热值|燃烧|燃料/, '燃料热值'],
  [/大气压|液体压强|水深|深处|深度/, '液体或大气压强'],
  // A hollow body's mass over its volume is not the density of its material.
  [/空心/, '空心物体'],
  // W = Gh is the work against gravity: on a body lifted, gravity's own work is negative.
  [
    /^(?=[\s\S]*(?:提高|提升|举高|举起|升高|上升|吊起|拉上|向上))(?=[\s\S]*(?<!克服)重力[^，。,;；]{0,10}做)/,
    '物体上升时重力做的功（为负）',
  ],
  // 「每只脚的面积为 200 cm²」 with both feet down: the area pressed is that of every foot standing.
  [/^(?![\s\S]*(?:单脚|(?<!每)一只脚))(?=[\s\S]*每一?(?:只|个|条|块|根)[^，。,;；]{0,8}面积)/, '按个数计算的受力面积'],
  // One foot down (单脚, 行走) while the area told is not one foot's: the told area is not the pressed one.
  [
    /^(?=[\s\S]*压强)(?![\s\S]*每一?只脚[^，。,;；]{0,8}面积)[\s\S]*(?:单脚|(?<!每)一只脚|行走|走路)/,
    '受力面积改变（单脚与双脚、一个与几个接触面）',
  ],
];

export function readSituation(text: string): Situation {
  const freeFall = /自由落体|自由下落|自由落下|由静止.{0,6}(?:下落|落下|释放)|从静止.{0,6}(?:下落|落下|释放)|静止释放/.test(text);
  // A vehicle landing or coasting with its engine off on level ground stops as a braking one does (friction holds
  // it); on a slope, thrown or rising (a rocket) it may turn back.
  const coasting =
    /着陆后|关闭(?:发动机|油门)|熄火/.test(text) &&
    /减速|滑行|停/.test(text) &&
    !/加速(?!度)|斜面|坡|倾角|上抛|竖直|升|向上|火箭/.test(text);
  const brake = /刹车|制动|紧急停车/.test(text) || coasting;
  // 「静止在光滑水平面上，在水平拉力作用下…」: nothing holds it back, so it starts from rest (a force at an angle, or one taken away, is not read).
  const pushedFromRest =
    /光滑/.test(text) &&
    /静止(?:放)?在[^，。,;；]{0,12}(?:上|面)/.test(text) &&
    /水平(?:拉力|推力|恒力|力)/.test(text) &&
    !/角|°|撤去|撤掉|撤除/.test(text);
  const fromRest = freeFall || pushedFromRest || /由静止|从静止|静止开始|静止出发/.test(text);
  const accelerated =
    freeFall || brake || fromRest || /加速|减速|匀变速|增加到|增大到|减小到|减为|速度变为/.test(text) || /加速度/.test(text);
  const gm = /(?:^|[^A-Za-z])g\s*(?:取|=|为|是)\s*(\d+(?:\.\d+)?)/.exec(text);
  return {
    accelerated,
    freeFall,
    brake,
    decelerating: brake || /减速/.test(text),
    mixedAcceleration: (brake || /减速/.test(text)) && /加速(?!度)/.test(text),
    uniform: /匀速/.test(text) && !/匀加速|匀减速|匀变速/.test(text),
    fromRest,
    stops: (brake || /减速/.test(text)) && /停下|停止|停住|静止(?!开始|出发|释放|下落)/.test(text),
    electric: /电阻|电流|电压|电热|通电/.test(text),
    friction: /摩擦|阻力/.test(text),
    smooth: /光滑/.test(text),
    g: gm ? Number(gm[1]) : undefined,
    water: /水/.test(text),
    pressing: /压强/.test(text) && !/拉力|推力|牵引力|合力|合外力|摩擦|阻力|加速|运动|行驶/.test(text),
    horizontalSupport: /水平(?:地面|桌面|面|地上|台面)|放在.{0,4}(?:地面|桌面)/.test(text) && /压强|压力/.test(text),
  };
}
