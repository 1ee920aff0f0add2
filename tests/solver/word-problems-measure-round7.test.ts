import { describe, expect, it } from 'vitest';
import { itIsNotAnsweredByEach, itSolvesEach, solveWordProblem } from './word-problems-support';

const solve = solveWordProblem;

/** Problems written for these tests, textbook variants of each kind (numbers and wording changed). */
const SOLVED: Array<[string, string, string]> = [
  // floor tiles: the floor's area over one tile's, the units made the same first
  ['教室的地面长是9米，宽是6米，用面积为9平方分米的地砖铺地，需要地砖多少块？', '$600$ 块', 'cover-floor'],
  ['一间客厅长6米，宽4米，如果用面积为16平方分米的方砖铺地，一共需要方砖多少块？', '$150$ 块', 'cover-floor'],
  ['一块长400厘米、宽3米的地面，用面积是4平方分米的瓷砖铺满，需要多少块瓷砖？', '$300$ 块', 'cover-floor'],
  // laps of a rectangle or a square
  ['一个长方形操场，长120米，宽80米，小明绕操场跑了3圈，他跑了多少米？', '$1200$ 米', 'laps'],
  ['一个正方形花园的边长是50米，爷爷绕花园走了两圈，爷爷走了多少米？', '$400$ 米', 'laps'],
  ['一个长方形运动场长150米，宽100米，同学们绕运动场跑了2圈，一共跑了多少千米？', '$1$ 千米', 'laps'],
  // a rectangle widened (lengthened) with the other side kept
  ['一块长方形菜地的面积是60平方米，宽是4米，长不变，把宽增加到6米后，面积是多少平方米？', '$90$ 平方米', 'kept-side'],
  ['一个长方形花坛面积是48平方米，如果宽不变，长从8米增加到12米，面积增加了多少平方米？', '$24$ 平方米', 'kept-side'],
  ['学校有一块长方形草地，面积1500平方米，要把宽从30米扩大到40米，长不变，扩大后的面积比原来增加多少平方米？', '$500$ 平方米', 'kept-side'],
  // the side made shorter (decision 0080): the kept side is found the same way
  ['一个长方形草坪的面积是42平方米，宽是3米，长不变，宽减少到2米后，面积是多少平方米？', '$28$ 平方米', 'kept-side'],
  // a cuboid on a square base, from the base's perimeter or from all its edges
  ['一个长方体的底面是周长20厘米的正方形，高8厘米，这个长方体的体积是多少立方厘米？', '$200$ 立方厘米', 'square-base-cuboid'],
  ['一个长方体，底面是正方形，高是10厘米，所有棱长之和是136厘米，它的体积是多少立方厘米？', '$1440$ 立方厘米', 'square-base-cuboid'],
  ['一个长方体，底面是正方形，高是5厘米，棱长之和是68厘米，它的表面积是多少平方厘米？', '$192$ 平方厘米', 'square-base-cuboid'],
  [
    '一个长方体的底面是个正方形，它的高是6厘米，所有的棱长之和是64厘米，这个长方体的体积是多少立方分米？',
    '$0.15$ 立方分米',
    'square-base-cuboid',
  ],
  // an open tank: five faces
  ['一个长方体玻璃鱼缸，长60厘米，宽40厘米，高50厘米。做这个鱼缸至少需要玻璃多少平方厘米？', '$12400$ 平方厘米', 'open-tank'],
  ['用铁皮做一个无盖的长方体水箱，长5分米，宽4分米，高3分米，至少需要铁皮多少平方分米？', '$74$ 平方分米', 'open-tank'],
  ['一个长方体鱼缸长80厘米，宽50厘米，高60厘米，做这个鱼缸需要多少平方米的玻璃？', '$1.96$ 平方米', 'open-tank'],
  // a figure's area times an amount per area unit
  ['一块平行四边形铁板，底是6分米，高是2.5分米，每平方分米铁板重0.8千克，这块铁板重多少千克？', '$12$ 千克', 'by-area'],
  ['一个梯形花坛，上底长3米，下底长5米，高为4米，每平方米种花要花费12元，种满这个花坛要多少元？', '$192$ 元', 'by-area'],
  ['一块三角形的玻璃，底为60厘米，高为40厘米，每平方米的玻璃售价为25元，买这块玻璃需要多少元？', '$3$ 元', 'by-area'],
  ['一块正方形菜地，边长是20米，每平方米收青菜3千克，这块地一共收青菜多少吨？', '$1.2$ 吨', 'by-area'],
];

/** Problems a kind above must not answer: a number it does not understand, a shape not named, a unit that does not convert. */
const NOT_ANSWERED: Array<[string, string]> = [
  // the tiles do not cover the floor exactly: whether to round up is not told
  ['卧室地面长5米，宽3米，用面积为9平方分米的方砖铺地，需要方砖多少块？', 'cover-floor'],
  // the tile's price is an extra number
  ['卧室地面长8米，宽5米，用面积为4平方分米的方砖铺地，每块方砖3元，需要方砖多少块？', 'cover-floor'],
  // the tile is given by a length, not an area
  ['卧室地面长8米，宽5米，用长4分米的方砖铺地，需要方砖多少块？', 'cover-floor'],
  // a circle is no rectangle
  ['一个圆形花坛的直径是20米，小明绕花坛跑了两圈，他跑了多少米？', 'laps'],
  // the shape is not named: a field of unknown shape
  ['一块地长120米，宽80米，小明绕着它跑了3圈，他跑了多少米？', 'laps'],
  // half a lap more is not read as a number
  ['一个长方形操场长100米，宽60米，小明绕操场跑了两圈半，他跑了多少米？', 'laps'],
  // the laps are not told
  ['一个长方形操场，长120米，宽80米，小明绕操场跑步，他跑了多少米？', 'laps'],
  // the side kept is not told
  ['一个长方形草坪的面积是42平方米，宽是3米，宽增加到5米后，面积是多少平方米？', 'kept-side'],
  // an area unit that is not a square of a length: no side to divide by
  ['一个长方形草坪的面积是2公顷，宽是3米，长不变，宽增加到5米后，面积是多少平方米？', 'kept-side'],
  // the base is not said to be a square
  ['一个长方体的底面周长是16厘米，高3厘米，这个长方体的体积是多少立方厘米？', 'square-base-cuboid'],
  // the edge sum too short for the height
  ['一个长方体，底面是正方形，高是10厘米，所有棱长之和是40厘米，它的体积是多少立方厘米？', 'square-base-cuboid'],
  // a tank with a lid is a whole surface, and the lid is not this kind's
  ['一个有盖的长方体玻璃鱼缸，长50厘米，宽40厘米，高30厘米，做这个鱼缸需要玻璃多少平方厘米？', 'open-tank'],
  // the tank's footprint is one face, not the glass
  ['一个长方体玻璃鱼缸，长50厘米，宽40厘米，高30厘米，这个鱼缸的占地面积是多少平方厘米？', 'open-tank'],
  // the water's depth is an extra number
  ['一个长方体玻璃鱼缸，长50厘米，宽40厘米，高30厘米，水深20厘米，做这个鱼缸需要玻璃多少平方厘米？', 'open-tank'],
  // a volume unit asked for a glass area
  ['一个长方体玻璃鱼缸，长50厘米，宽40厘米，高30厘米，做这个鱼缸需要玻璃多少立方厘米？', 'open-tank'],
  // two plates: the count is an extra number
  ['两块平行四边形铁板，底是6分米，高是2.5分米，每平方分米铁板重0.8千克，这些铁板重多少千克？', 'by-area'],
  // a circle's area needs π, which the text does not give
  ['一块圆形铁板，半径是3分米，每平方分米铁板重0.8千克，这块铁板重多少千克？', 'by-area'],
  // the shape is not named
  ['一块铁板，底是6分米，高是2.5分米，每平方分米铁板重0.8千克，这块铁板重多少千克？', 'by-area'],
  // the amount per area is a mass, the question asks money
  ['一块平行四边形铁板，底是6分米，高是2.5分米，每平方分米铁板重0.8千克，这块铁板多少元？', 'by-area'],
  // a trapezoid's height missing: the sides do not fit the figure
  ['一个梯形花坛，上底长3米，下底长5米，每平方米种花要花费12元，种满这个花坛要多少元？', 'by-area'],
];

describe('word problems, measurement one step before the formula', () => {
  itSolvesEach(SOLVED);
  itIsNotAnsweredByEach(NOT_ANSWERED);
  it('converts the floor to the tile’s unit and shows it', async () => {
    const out = await solve('王老师家的地面长是8米，宽是5米，用面积为4平方分米的方砖铺地，需要方砖多少块？');
    expect(out?.ok).toBe(true);
    if (!out?.ok) return;
    expect(out.finalAnswer).toBe('$1000$ 块');
    expect(JSON.stringify(out)).toContain('4000');
  });
  it('refuses outright when the tiles leave a part of the floor uncovered', async () => {
    const out = await solve('卧室地面长5米，宽3米，用面积为9平方分米的方砖铺地，需要方砖多少块？');
    expect(out?.ok).toBe(false);
  });
  it('refuses the 表面积 of an open container: five faces or six is not certain', async () => {
    for (const text of [
      '一个长方体玻璃鱼缸，长50厘米，宽40厘米，高30厘米，它的表面积是多少平方厘米？',
      '一个无盖的长方体水箱，长6分米，宽5分米，高4分米，它的表面积是多少平方分米？',
    ]) {
      expect((await solve(text))?.ok ?? false, text).toBe(false);
    }
    // a closed box's 表面积 is all six faces
    const box = await solve('一个长方体木箱，长50厘米，宽40厘米，高30厘米，它的表面积是多少平方厘米？');
    expect(box?.ok && box.finalAnswer).toBe('$9400$ 平方厘米');
  });
});
