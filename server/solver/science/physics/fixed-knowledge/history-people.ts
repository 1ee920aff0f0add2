/** The scientists the secondary-school history boxes name, with the spellings textbooks and papers use. */
export interface Person {
  id: string;
  names: string[];
  /** Nationality as the textbooks give it (「丹麦物理学家奥斯特」); a different one in an option is not checked. */
  country?: string;
}

export const PEOPLE: Person[] = [
  { id: '亚里士多德', names: ['亚里士多德'], country: '古希腊' },
  { id: '伽利略', names: ['伽利略'], country: '意大利' },
  { id: '牛顿', names: ['牛顿'], country: '英国' },
  { id: '开普勒', names: ['开普勒'], country: '德国' },
  { id: '第谷', names: ['第谷'], country: '丹麦' },
  { id: '哥白尼', names: ['哥白尼'], country: '波兰' },
  { id: '托勒密', names: ['托勒密'], country: '古希腊' },
  { id: '笛卡儿', names: ['笛卡儿', '笛卡尔'], country: '法国' },
  { id: '卡文迪许', names: ['卡文迪许', '卡文迪什'], country: '英国' },
  { id: '库仑', names: ['库仑', '库伦'], country: '法国' },
  { id: '奥斯特', names: ['奥斯特'], country: '丹麦' },
  { id: '法拉第', names: ['法拉第'], country: '英国' },
  { id: '楞次', names: ['楞次'], country: '俄国' },
  { id: '安培', names: ['安培'], country: '法国' },
  { id: '洛伦兹', names: ['洛伦兹', '洛仑兹'], country: '荷兰' },
  { id: '麦克斯韦', names: ['麦克斯韦'], country: '英国' },
  { id: '赫兹', names: ['赫兹'], country: '德国' },
  { id: '密立根', names: ['密立根'], country: '美国' },
  { id: '汤姆孙', names: ['汤姆孙', '汤姆生', '汤姆逊', 'J.J.汤姆孙', 'J.J.汤姆生'], country: '英国' },
  { id: '卢瑟福', names: ['卢瑟福'], country: '英国' },
  { id: '查德威克', names: ['查德威克'], country: '英国' },
  { id: '贝克勒尔', names: ['贝克勒尔', '贝可勒尔'], country: '法国' },
  { id: '居里夫妇', names: ['居里夫妇', '皮埃尔·居里和玛丽·居里', '居里夫人', '玛丽·居里'], country: '法国' },
  { id: '约里奥-居里夫妇', names: ['约里奥-居里夫妇', '约里奥·居里夫妇', '小居里夫妇'], country: '法国' },
  { id: '普朗克', names: ['普朗克'], country: '德国' },
  { id: '爱因斯坦', names: ['爱因斯坦'] },
  { id: '玻尔', names: ['玻尔'], country: '丹麦' },
  { id: '德布罗意', names: ['德布罗意'], country: '法国' },
  { id: '胡克', names: ['胡克'], country: '英国' },
  { id: '焦耳', names: ['焦耳'], country: '英国' },
  { id: '欧姆', names: ['欧姆'], country: '德国' },
  { id: '康普顿', names: ['康普顿'], country: '美国' },
  { id: '惠更斯', names: ['惠更斯'], country: '荷兰' },
  { id: '托马斯·杨', names: ['托马斯·杨', '托马斯杨'], country: '英国' },
];

/** The person an option begins with, longest spelling first; with the length of the name read. */
export function personAt(text: string): { person: Person; length: number } | null {
  let best: { person: Person; length: number } | null = null;
  for (const person of PEOPLE) {
    for (const name of person.names) {
      if (text.startsWith(name) && (!best || name.length > best.length)) best = { person, length: name.length };
    }
  }
  return best;
}

/** 「丹麦物理学家」「英国科学家」 before a name. */
export const TITLE =
  /^(?:(古希腊|[\u4e00-\u9fa5]{1,2}国|丹麦|荷兰|波兰|意大利|俄国|美国|英国|法国|德国)(?:的)?)?(?:著名)?(?:物理学家|科学家|天文学家|数学家|哲学家|化学家)/;
