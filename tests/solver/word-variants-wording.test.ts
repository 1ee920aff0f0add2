import { describe, expect, it } from 'vitest';
import { WORD_VARIANTS } from '../../bench/solver/variants/word';
import { itSolvesEach } from './word-problems-support';

/**
 * The word rewritings of decision 0126 (the same question as another textbook words it) keep the meaning, and the
 * solver reads the wordings they make: 还余 as 还剩, 若/假如 as 如果, 每一天 as 每天, an opening that only sets the scene.
 */
const apply = (name: string, text: string) => WORD_VARIANTS.find((v) => v.name === name)?.apply(text);

describe('the wording variants keep meaning', () => {
  it('then-ze: 那么 as 则, but not 那么多', () => {
    expect(apply('then-ze', '吃了5个，那么还剩多少个？')).toBe('吃了5个，则还剩多少个？');
    expect(apply('then-ze', '甲做了3天。那么，乙要做几天？')).toBe('甲做了3天。则乙要做几天？');
    expect(apply('then-ze', '有那么多苹果，吃了5个，还剩多少个？')).toBeNull();
    expect(apply('then-ze', '小明有5本书，那么多的书看不完。')).toBeNull();
  });
  it('if-ruo and ruo-ruguo: 如果 ↔ 若, 若干 kept', () => {
    expect(apply('if-ruo', '如果买5瓶需要多少元？')).toBe('若买5瓶需要多少元？');
    expect(apply('ruo-ruguo', '若每人分3个，还剩若干个')).toBe('如果每人分3个，还剩若干个');
    expect(apply('ruo-ruguo', '有若干个苹果')).toBeNull();
  });
  it('ask-wei: 是多少 as 为多少', () => {
    expect(apply('ask-wei', '这个数是多少？')).toBe('这个数为多少？');
    expect(apply('ask-wei', 'x的值是3')).toBe('x的值为3');
    expect(apply('ask-wei', '一共有多少个？')).toBeNull();
  });
  it('rest-yuxia: 剩下 as 余下, 还剩 as 还余', () => {
    expect(apply('rest-yuxia', '剩下的由乙做，还剩多少个？')).toBe('余下的由乙做，还余多少个？');
    expect(apply('rest-yuxia', '还剩下3个')).toBe('还余下3个');
    expect(apply('rest-yuxia', '一共多少个？')).toBeNull();
  });
  it('ask-split-wen: the question its own sentence after 问：', () => {
    expect(apply('ask-split-wen', '有30个苹果，吃了5个，还剩多少个？')).toBe('有30个苹果，吃了5个。问：还剩多少个？');
    expect(apply('ask-split-wen', '有30个苹果，请问还剩多少个？')).toBeNull();
    // a clause ended by ﹐ or ． is not the question
    expect(apply('ask-split-wen', '若A﹐则称B．请问有多少个？')).toBeNull();
  });
  it('opening-context: a scene before the story, not before 在/若/计算', () => {
    expect(apply('opening-context', '小明有5本书。')).toBe('在一次数学实践活动中，小明有5本书。');
    expect(apply('opening-context', '在操场上，有5人。')).toBeNull();
    expect(apply('opening-context', '$3+4$等于多少？')).toBeNull();
  });
  it('objects-swapped: things with the same count word, never onto a thing already there', () => {
    expect(apply('objects-swapped', '妈妈买了5个苹果和3支铅笔')).toBe('妈妈买了5个橘子和3支圆珠笔');
    expect(apply('objects-swapped', '3个苹果和2个橘子')).toBeNull();
    expect(apply('objects-swapped', '3只鸡和4只兔')).toBeNull();
  });
  it('each-yi: 每天 as 每一天, 每人 as 每个人', () => {
    expect(apply('each-yi', '每天看10页，每人2本')).toBe('每一天看10页，每个人2本');
    expect(apply('each-yi', '每盒装6支')).toBe('每一盒装6支');
    expect(apply('each-yi', '平均分给4人')).toBeNull();
  });
});

describe('the wordings the variants make are read as the usual ones', () => {
  itSolvesEach([
    ['食堂买回30袋大米，吃了4天后，还余2袋，平均每天吃多少袋？', '$7$ 袋', 'rate-rest'],
    ['一箱苹果有50个，卖出32个，还余多少个？', '$18$ 个', 'change'],
    ['小萌买了3瓶饮料花了9元，若买5瓶饮料需要多少元？', '$15$ 元', 'same-ratio'],
    ['王阿姨买4千克梨用了12元，假如买7千克梨要多少元？', '$21$ 元', 'same-ratio'],
    ['冷饮店每一天做480支冰棍，每一盒装6支，可以装几盒？', '$80$ 盒', 'rate'],
    ['猴妈妈摘来36个桃，平均分给4只小猴，每一只小猴分得多少个桃？', '$9$ 个', 'rate'],
    ['在一次社会实践活动中，同学们采了45千克蘑菇，每5千克装一袋，能装多少袋？', '$9$ 袋', 'rate'],
    ['在数学课上，老师拿来8盒粉笔，每盒20支，一共有多少支粉笔？', '$160$ 支', 'rate'],
  ]);
});
