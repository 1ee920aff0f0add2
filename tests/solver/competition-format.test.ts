import { describe, expect, it } from 'vitest';
import { beyondKind } from '../../server/solver/choice/beyond-options';
import { questionFromBlank } from '../../server/solver/engines/word-problems/exam-format';
import { createOfflineSolver } from '../../server/solver/offline';
import { cleanText } from '../../server/solver/read/clean';
import { markBlanks } from '../../server/solver/read/exam';
import { readQuestion } from '../../server/solver/read/question';
import { dropSourceNotes } from '../../server/solver/read/source-notes';

/**
 * Choice questions as competition papers print them (source tags, bilingual text, lost blanks, 「以上都不对」, up to
 * eight options), written for these tests with other numbers and words than any paper; a gaokao-style and a typed
 * variant of each reading must keep working.
 */

const solver = createOfflineSolver();

async function answer(text: string): Promise<string | null> {
  const out = await solver.solve({ text });
  return out.ok ? out.finalAnswer : null;
}

describe('source notes around a question are not part of it', () => {
  it.each([
    ['【$2019$六年级卷第$12$题】计算:$3\\times 7=$', '计算:$3\\times 7=$'],
    ['【闯关3】计算:$3\\times 7=$', '计算:$3\\times 7=$'],
    ['\\textbf{(2018 Youth Mathematics Olympics, Primary 3, Question \\#2)} 计算:$3\\times 7=$', '计算:$3\\times 7=$'],
    ['(2017 AMO, Grade 4, Question 9) 计算:$3\\times 7=$', '计算:$3\\times 7=$'],
    ['★★★计算:$3\\times 7=$', '计算:$3\\times 7=$'],
    ['(北师大版)下列说法正确的是', '下列说法正确的是'],
    ['那么这一天是星期几?（2019年华杯赛四年级初赛试卷）', '那么这一天是星期几?'],
    ['还需要几小时?(2016.BJSY)', '还需要几小时?'],
    ['三数之和的最小值是 ____ (中上)', '三数之和的最小值是 ____'],
    ['第$10$个字母是(4分)', '第$10$个字母是'],
    ['他们是同学. (2020年希望杯三年级模拟试卷) 已知: 小王最高.', '他们是同学. 已知: 小王最高.'],
  ])('%s', (text, stem) => {
    expect(dropSourceNotes(text)).toBe(stem);
  });

  it.each([
    ['Find the value of $3\\times 7$. 求$3\\times 7$的值.', '求$3\\times 7$的值.'],
    ['求$N$除以$7$的余数. What is the remainder when $N$ is divided by $7$?', '求$N$除以$7$的余数.'],
    ['Compute $3\\times 7$. 计算$3\\times 7$.', '计算$3\\times 7$.'],
  ])('an English twin is dropped: %s', (text, stem) => {
    expect(dropSourceNotes(text)).toBe(stem);
  });

  it.each([
    '已知函数 f(x)=sin x+cos x. 求f(x)的最大值.',
    '(每堆至少分$1$个)把$12$个球分成两堆',
    '甲车间(2019年投产)有工人$30$人,乙车间有$20$人,一共有多少人?',
    'Find the value of $3\\times 7$.',
    '(2)求$a$的值',
  ])('a bracket or sentence that belongs to the question stays: %s', (text) => {
    const kept = dropSourceNotes(text);
    expect(kept.replace(/\s/g, '')).toContain(
      text
        .replace(/\s/g, '')
        .replace(/^\(2\)/, '')
        .slice(0, 8),
    );
  });
});

describe('word-processor LaTeX and blanks', () => {
  it.each([
    ['$a\\textgreater{}2$', '$a>2$'],
    ['$b\\textless 3$', '$b<3$'],
    ['$1\\textasciitilde 20$', '$1\\sim 20$'],
    ['$3+4\\text{=}7$', '$3+4=7$'],
    ['第$3$\\textsuperscript{rd}个', '第$3$个'],
  ])('%s reads %s', (raw, clean) => {
    expect(cleanText(raw)).toBe(clean);
  });

  it('a percent sign with nothing before it is the blank', () => {
    expect(markBlanks('第二年应上涨$ \\%$才能恢复原价').text).toBe('第二年应上涨 ____ %才能恢复原价');
    expect(markBlanks('增长了$20\\%$').text).toBe('增长了$20\\%$');
  });
});

describe('a lost blank before a unit or 年前 is read as the question', () => {
  const ASK = /多少|几/;
  it.each([
    ['一共有苹果个.', '一共有苹果多少个?'],
    ['还要再倒入克盐.', '还要再倒入多少克盐?'],
    ['王老师今年岁.', '王老师今年多少岁?'],
    ['至少要摸出个球.', '至少要摸出多少个球?'],
    ['问年后,妈妈的年龄是女儿的2倍.', '问几年后,妈妈的年龄是女儿的2倍?'],
  ])('%s → %s', (text, asked) => {
    expect(questionFromBlank(text, ASK)).toBe(asked);
  });

  it.each(['这个数的个位数字是3.', '满足条件的数的个数有10个.', '每天看书.', '有3人请假,求下午的出勤率.', '他们走完了全程,用时比计划少.'])(
    '%s is left as it is',
    (text) => {
      expect(questionFromBlank(text, ASK)).toBe(text);
    },
  );
});

describe('options that name no value', () => {
  it.each([
    ['以上都不对', 'none of the above'],
    ['以上答案都不正确', 'none of the above'],
    ['以上各项皆否', 'none of the above'],
    ['无法确定', 'cannot tell'],
    ['不能确定', 'cannot tell'],
    ['以上三种结果都有可能', 'cannot tell'],
    ['$12$', null],
    ['以上都对', null],
  ])('%s', (text, kind) => {
    expect(beyondKind(text)).toBe(kind);
  });
});

describe('competition choice questions are answered from a worked value', () => {
  it.each([
    // lost blank after a noun: 每组 4 本多 18 本, 每组 6 本少 6 本 → 12 组, 66 本
    [
      '图书角给各小组分书,每个小组分$4$本书,就多出$18$本;每个小组分$6$本书,就少$6$本书.一共有图书本．\nA. $60$\nB. $66$\nC. $72$\nD. $78$',
      'B',
    ],
    // the same as a typed question and as an exam blank
    ['图书角给各小组分书,每个小组分4本书,就多出18本;每个小组分6本书,就少6本书.一共有图书多少本?\nA. 60\nB. 66\nC. 72\nD. 78', 'B'],
    [
      '图书角给各小组分书,每个小组分$4$本书,就多出$18$本;每个小组分$6$本书,就少$6$本书.一共有图书（ ）本．\nA. $60$\nB. $66$\nC. $72$\nD. $78$',
      'B',
    ],
    // lost blank after another verb: 500 克 8% 的盐水加盐到 20%: 500×0.92 = 0.8(500+x) → x = 75
    ['有含盐量为$8 \\%$的盐水$500$克,要使含盐量提高到$20 \\%$,需要再加入克盐．\nA. $60$\nB. $75$\nC. $80$\nD. $100$', 'B'],
    // lost 几 of 几年后: 40 + x = 2(16 + x) → x = 8
    ['今年妈妈$40$岁,女儿$16$岁,问年后,妈妈的年龄是女儿的$2$倍．\nA. $6$\nB. $7$\nC. $8$\nD. $9$', 'C'],
    // source tags around a computation, five to eight options, 「以上都不对」
    [
      '【$2021$四年级卷第$5$题】计算:$25\\times 4+15=$~\\uline{~~~~~~~~~~}~．（2021年希望杯四年级初赛试卷）\nA. $100$\nB. $105$\nC. $110$\nD. $115$\nE. 以上都不对',
      'D',
    ],
    [
      '\\textbf{(2020 Youth Mathematics Olympics, Primary 4, Question \\#3)} Compute $25\\times 4+15$. 计算:$25\\times 4+15=$（~ ）.\nA. $115$\nB. $105$\nC. $110$\nD. $120$\nE. 以上都不对',
      'A',
    ],
    ['计算:$18\\div 3+4=$(~ ~ ).\nA. $6$\nB. $7$\nC. $8$\nD. $9$\nE. $10$\nF. $11$\nG. $12$\nH. $13$', 'E'],
    // gaokao-style choice that must keep working
    [
      '1. 已知集合 $A=\\{1,2,3\\}$，$B=\\{2,3,4\\}$，则 $A \\cap B=$（ ）\nA. $\\{2,3\\}$\nB. $\\{1,4\\}$\nC. $\\{1,2,3,4\\}$\nD. $\\{2\\}$',
      'A',
    ],
  ])('%s', async (text, letter) => {
    expect((await answer(text))?.[0]).toBe(letter);
  });

  it.each([
    // a value that matches no option is not taken for 「以上都不对」 (more often a misreading than a wrong paper), nor for 「无法确定」
    '计算:$25\\times 4+15=$（ ）.\nA. $100$\nB. $105$\nC. $110$\nD. $120$\nE. 以上都不对',
    '计算:$25\\times 4+15=$（ ）.\nA. $100$\nB. $105$\nC. $110$\nD. 无法确定',
    // two 「以上…」 options cannot both be the answer
    '计算:$25\\times 4+15=$（ ）.\nA. $100$\nB. $105$\nC. 以上都不对\nD. 以上答案都不正确',
  ])('refused: %s', async (text) => {
    expect(await answer(text)).toBeNull();
  });

  it('up to eight options are read', () => {
    const q = readQuestion('计算:$1+1=$( ).\nA. $1$\nB. $2$\nC. $3$\nD. $4$\nE. $5$\nF. $6$\nG. $7$\nH. $8$', 'choice', 'math');
    expect(q.options.map((o) => o.letter).join('')).toBe('ABCDEFGH');
  });
});
