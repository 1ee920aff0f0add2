// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { chaptersOf, ffmetadata } from '../../server/video/chapters';
import { splitPhrases } from '../../server/video/phrases';
import { buildScenes } from '../../server/video/scenes';
import { webVtt } from '../../server/video/subtitles';

const times = (n: number) => Array.from({ length: n }, (_, i) => ({ start: i * 10, end: (i + 1) * 10 }));

describe('chaptersOf', () => {
  it('makes one chapter per step however many slides it takes; the introduction joins the title chapter', () => {
    const long = Array.from({ length: 9 }, (_, i) => `第 ${i + 1} 行：$a_${i}=${i}$`).join('\n');
    const markdown = `先看题目的条件。\n\n## 第一步：推导\n${long}\n\n## 第二步：结论\n所以 $a_8=8$。`;
    const scenes = buildScenes({ title: 't', markdown, finalAnswer: '$a_8=8$' });
    expect(scenes.map((s) => [s.kind, s.step])).toEqual([
      ['title', null],
      ['step', null],
      ['step', 0],
      ['step', 0],
      ['step', 1],
      ['answer', null],
    ]);
    const chapters = chaptersOf(scenes, times(scenes.length));
    expect(chapters).toEqual([
      { kind: 'title', step: null, title: '题目', start_seconds: 0, end_seconds: 20 },
      { kind: 'step', step: 0, title: '第 1 步：推导', start_seconds: 20, end_seconds: 40 },
      { kind: 'step', step: 1, title: '第 2 步：结论', start_seconds: 40, end_seconds: 50 },
      { kind: 'answer', step: null, title: '最终答案', start_seconds: 50, end_seconds: 60 },
    ]);
  });

  it('names a step without a title by its first line, formulas as readable text', () => {
    const scenes = buildScenes({ title: 't', markdown: '1. 移项得 $x^2=\\frac{1}{2}$\n2. 开方', finalAnswer: '' });
    const titles = chaptersOf(scenes, times(scenes.length)).map((c) => c.title);
    expect(titles[1]).toMatch(/^第 1 步：移项得 x²\s?=\s?1\/2$/);
    expect(titles.join('')).not.toMatch(/[\\^{}$]/);
  });

  it('writes ffmetadata chapters in milliseconds with special characters escaped', () => {
    const meta = ffmetadata([{ kind: 'step', step: 0, title: 'a=b;c#d\\e', start_seconds: 1.5, end_seconds: 3 }]);
    expect(meta).toBe(';FFMETADATA1\n[CHAPTER]\nTIMEBASE=1/1000\nSTART=1500\nEND=3000\ntitle=a\\=b\\;c\\#d\\\\e\n');
  });
});

describe('splitPhrases', () => {
  it('cuts at punctuation into phrases that fit two phone lines, losing no word', () => {
    const text = '所以两个因式中至少有一个为零，也就是说 x 减 2 等于 0 或者 x 减 3 等于 0。这样我们就得到了方程的两个根，分别是 2 和 3。';
    const phrases = splitPhrases(text);
    expect(phrases.length).toBeGreaterThan(2);
    for (const p of phrases) expect([...p].length).toBeLessThanOrEqual(28);
    expect(phrases.join('').replace(/\s/g, '')).toBe(text.replace(/\s/g, ''));
  });

  it('cuts a clause with no punctuation at a space', () => {
    const phrases = splitPhrases('x 的平方 减 5 x 加 6 等于 x 减 2 乘 x 减 3 再 加 1 减 1 等于 0');
    expect(phrases.length).toBe(2);
    for (const p of phrases) expect([...p].length).toBeLessThanOrEqual(28);
  });
});

describe('webVtt', () => {
  it('writes one cue per phrase, never overlapping the next, escaped', () => {
    const vtt = webVtt(
      [
        { text: 'a < b。', start: 0.3, end: 1.2, scene: 0, beat: 0 },
        { text: '所以', start: 1.4, end: 2, scene: 0, beat: 0 },
      ],
      3,
    );
    expect(vtt).toBe('WEBVTT\n\n1\n00:00:00.300 --> 00:00:01.400\na &lt; b。\n\n2\n00:00:01.400 --> 00:00:02.400\n所以\n');
  });
});
