import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

/**
 * Chains of quantities linked by their units (本/捆, 元/本, 件/人/小时): the answer follows from tracking each
 * quantity's unit until the unit asked is reached. Variants in other numbers, objects, word order and synonyms
 * (每/一/平均每), and near-misses that must be refused: a number missing, one the chain cannot use, two readings.
 */
const solver = createOfflineSolver();

function solves(cases: Array<[string, string]>) {
  for (const [text, answer] of cases)
    it(text, async () => {
      const out = await solver.solve({ text });
      expect(out.ok ? out.finalAnswer : out.reason).toBe(answer);
    });
}

function refuses(cases: string[]) {
  for (const text of cases)
    it(`refuses: ${text}`, async () => {
      const out = await solver.solve({ text });
      expect(out.ok ? out.finalAnswer : 'refused').toBe('refused');
    });
}

describe('a count of one told alone carries the chain (买了一箱, 一小袋…多少)', () => {
  solves([
    ['每箱苹果有18个，每个苹果2元，妈妈买了一箱，一共要付多少元？', '$36$ 元'],
    ['每盒彩笔有12支，每支彩笔1.5元，老师买了一盒，要付多少元？', '$18$ 元'],
    ['一大袋洗衣粉重10千克，一大袋洗衣粉里面有2小袋，一小袋洗衣粉重多少千克？', '$5$ 千克'],
    ['一大箱牛奶重12千克，一大箱里有4小箱，一小箱牛奶重多少千克？', '$3$ 千克'],
    ['一大盒巧克力有4小盒，每小盒有12块，3大盒一共有多少块？', '$144$ 块'],
  ]);
  refuses([
    // how many boxes were bought is not told
    '每箱苹果有18个，每个苹果2元，一共要付多少元？',
    // the one opens the text: it is what the rate is for, not an amount bought (6/5 千克, never 2/15)
    '循环使用一本教科书，一年可以节约纸张2/5千克，如果一年循环使用3本教科书，可以节约纸张多少千克？',
    // how many small bags a big one holds is not told
    '一大袋洗衣粉重10千克，一小袋洗衣粉重多少千克？',
  ]);
});

describe('a container counted by another word (2车 and 每辆车, 5车 and 每车)', () => {
  solves([
    ['新华书店运到2车图书，每辆车装125包，每包有80本。新华书店运到图书多少本？', '$20000$ 本'],
    ['图书馆运来3车书，每辆车装40包，每包20本，一共运来多少本书？', '$2400$ 本'],
    ['每车装120箱，每箱装12瓶，5车一共装多少瓶？', '$7200$ 瓶'],
    ['运来4辆车的西瓜，每车装150个，每个西瓜卖6元，一共可以卖多少元？', '$3600$ 元'],
  ]);
  refuses([
    // two count words for the same container: which one 3车 counts is not sure
    '运来3车西瓜，每辆车装150个，每台车装100个，一共运来多少个？',
    // the number of cars is not told
    '每辆车装125包，每包有80本，一共运来多少本？',
  ]);
});

describe('a full house: one seat, one person, one ticket (坐满, 售完)', () => {
  solves([
    ['某剧场楼上有16排座位，每排可以坐42人，平均每个座位票价5元，若座位全部坐满，这个剧院可以收入多少元？', '$3360$ 元'],
    ['蓝天电影城每排有125个座位，一共有76排，每张票8元，若所有的票都已经售完，电影院可以收入多少元钱？', '$76000$ 元'],
    ['礼堂有25排座位，每排30个座位，每张票10元，票全部售完，一共收入多少元？', '$7500$ 元'],
    ['一个影院有20排，每排坐40人，每个座位的票价是15元，座位全部坐满时，可以收入多少元？', '$12000$ 元'],
  ]);
  refuses([
    // nothing says every seat is sold: seats and tickets are not the same count
    '蓝天电影城每排有125个座位，一共有76排，每张票8元，电影院可以收入多少元钱？',
    // a number the chain cannot use
    '礼堂有25排座位，每排30个座位，每张票10元，票全部售完，还来了20位老师，一共收入多少元？',
  ]);
});

describe('money taken along, less a cost found by a chain of units (还剩, 找回)', () => {
  solves([
    ['每箱可口可乐有18瓶，每瓶3元，爸爸拿80元钱买了一箱，还剩下多少元？', '$26$ 元'],
    ['王老师带了200元去买乒乓球，每盒有6个，每个乒乓球3元，买了8盒，还剩多少元？', '$56$ 元'],
    ['小红有50元，每袋饼干有4块，每块饼干2元，她买了5袋，还剩多少元？', '$10$ 元'],
    ['小明带了100元，每本练习本2元，每包有5本，他买了6包，还剩多少元？', '$40$ 元'],
  ]);
  refuses([
    // what was bought is not told
    '每箱可口可乐有18瓶，每瓶3元，爸爸拿80元钱，还剩下多少元？',
    // the cost is more than the money taken along
    '每箱可口可乐有18瓶，每瓶3元，爸爸拿50元钱买了一箱，还剩下多少元？',
    // a second purchase the chain does not read
    '小红有50元，每袋饼干有4块，每块饼干2元，她买了5袋，又买了一本书，还剩多少元？',
  ]);
});

describe('a store less a chain carried away, or a chain less the part used (还剩)', () => {
  solves([
    ['学校买来3箱粉笔，每箱20盒，每盒50支，已经用去了1000支，还剩多少支？', '$2000$ 支'],
    ['仓库有煤500吨，运走了3车，每车8吨，还剩多少吨？', '$476$ 吨'],
    ['食堂有大米800千克，吃了6袋，每袋25千克，还剩多少千克？', '$650$ 千克'],
    ['一箱苹果有4层，每层20个，卖出了55个，还剩多少个？', '$25$ 个'],
  ]);
  refuses([
    // how much a car carries is not told
    '仓库有煤500吨，运走了3车，还剩多少吨？',
    // more carried away than there was
    '仓库有煤50吨，运走了8车，每车8吨，还剩多少吨？',
    // a second change the chain does not read
    '学校买来3箱粉笔，每箱20盒，每盒50支，用去了1000支，又买来200支，还剩多少支？',
  ]);
});

describe('a 每 counts the amount it opens, not one told after it (以每小时60千米的速度行驶了3小时)', () => {
  solves([
    ['汽车以每小时60千米的速度行驶了3小时，一共行驶了多少千米？', '$180$ 千米'],
    ['小明以每分钟70米的速度走了15分钟，他走了多少米？', '$1050$ 米'],
    ['一架飞机以每小时800千米的速度飞行了2.5小时，飞行了多少千米？', '$2000$ 千米'],
  ]);
  refuses([
    // the time is not told
    '汽车以每小时60千米的速度行驶，一共行驶了多少千米？',
  ]);
});

describe('a one of another unit in the question is the amount asked (一天滴水多少升)', () => {
  solves([
    ['一个水龙头每分钟滴水0.05升，一天滴水多少升？', '$72$ 升'],
    ['一辆汽车每分钟行1.2千米，一小时行多少千米？', '$72$ 千米'],
    ['一辆汽车每小时行60千米，一分钟行多少米？', '$1000$ 米'],
  ]);
  refuses([
    // no rate: 60 千米 in no time told is no amount per minute
    '一辆汽车行60千米，一分钟行多少米？',
  ]);
});

describe('two ones beside one number, each read alone (一辆货车一次能运3吨)', () => {
  solves([
    ['一辆货车一次能运3吨，要运24吨货物，需要运几次？', '$8$ 次'],
    ['一艘船一次能运45人，要运270人过河，需要运几次？', '$6$ 次'],
  ]);
  refuses(['一辆货车一次能运3吨，需要运几次？']);
});

describe('单价 is the price of one of the things counted', () => {
  solves([
    ['单价是15元的书，买了6本，总价是多少元？', '$90$ 元'],
    ['学校买了40本笔记本，单价4.5元，一共花了多少元？', '$180$ 元'],
    ['学校买了40本笔记本，花了180元，单价是多少元？', '$4.5$ 元'],
  ]);
  refuses([
    // two kinds of things: whose price is asked is not sure
    '学校买了40本笔记本和20支笔，花了180元，单价是多少元？',
  ]);
});

describe('two amounts of the same doing, taken together before the chain (上午行驶了3小时，下午行驶了2小时，一共行驶)', () => {
  solves([
    ['一辆汽车每小时行驶80千米，上午行驶了3小时，下午行驶了2小时，一共行驶多少千米？', '$400$ 千米'],
    ['小明每分钟走60米，他上午走了20分钟，下午走了15分钟，一共走了多少米？', '$2100$ 米'],
  ]);
  refuses([
    // the question asks for one part only: which one is not a sum
    '一辆汽车每小时行驶80千米，上午行驶了3小时，下午行驶了2小时，上午比下午多行驶多少千米？',
  ]);
});

describe('a count word left out after a verb is the one every other number counts in (抱走了4)', () => {
  solves([
    ['一共有14个足球，小熊抱走了4，小狗抱来了3个，现在有多少个？', '$13$ 个'],
    ['树上有20只鸟，飞走了5，又飞来了8只，现在有多少只？', '$23$ 只'],
  ]);
  refuses([
    // the other numbers count in two words: what the bare number counts is not sure
    '盒子里有14个球和6支笔，拿走了4，现在有多少个球？',
  ]);
});
