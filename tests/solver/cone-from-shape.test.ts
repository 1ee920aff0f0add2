import { describeAnsweredAndRefused } from './answered-and-refused';

/** A cone told by its unrolled lateral surface or its axial section and one size; its own measures are asked. */
describeAnsweredAndRefused(
  'a cone from its shape and one size',
  [
    // half disc of radius 2: l = 2, r = 1, h = √3, V = √3π/3
    ['已知圆锥的侧面展开图是半径为 2 的半圆, 则该圆锥的体积为', ['√3/3π|√3π/3']],
    // sector 120°, radius 3: r = 1, lateral area πrl = 3π
    ['若圆锥的侧面展开图是圆心角为 $120^{\\circ}$, 半径为 3 的扇形, 则这个圆锥的侧面积为', ['3π']],
    // the same sector: surface area π + 3π = 4π
    ['圆锥的侧面展开图是半径为 3、圆心角为 $\\frac{2\\pi}{3}$ 的扇形, 则该圆锥的表面积为', ['4π']],
    // axial section equilateral, r = 2: l = 4, S = 4π + 8π = 12π
    ['已知圆锥的轴截面是正三角形, 底面半径为 2, 则该圆锥的表面积为', ['12π']],
    // central angle 90° and l = 4: r = 1, h = √15
    ['已知圆锥的母线长为 4, 侧面展开图的圆心角为 $90^{\\circ}$, 则该圆锥的高为', ['√15']],
    // isosceles right axial section and height 3: r = 3, V = 9π
    ['圆锥的轴截面是等腰直角三角形, 高为 3, 则该圆锥的体积为', ['9π']],
    // choice form: half disc of radius 4 → r = 2, h = 2√3, V = 8√3π/3 is B
    [
      '已知圆锥的侧面展开图是一个半径为 4 的半圆, 则该圆锥的体积为（ ）\nA. $8 \\sqrt{3} \\pi$\nB. $\\frac{8 \\sqrt{3}}{3} \\pi$\nC. $\\frac{16 \\pi}{3}$\nD. $4 \\sqrt{3} \\pi$',
      ['B'],
    ],
  ],
  [
    // no size at all
    '已知圆锥的侧面展开图是一个半圆, 则该圆锥的体积为',
    // two sizes that may disagree with the shape
    '已知圆锥的侧面展开图是半径为 2 的半圆, 底面半径为 2, 则该圆锥的体积为',
    // the surface area πr² + πrl is no single surd here (r = 1, l = √2)
    '圆锥的轴截面是等腰直角三角形, 底面半径为 1, 则该圆锥的表面积为',
    // a cylinder's unrolled surface
    '圆柱的侧面展开图是一个边长为 4 的正方形, 则该圆柱的体积为',
    // a figure
    '如图, 圆锥的侧面展开图是半径为 2 的半圆, 则该圆锥的体积为',
  ],
);
