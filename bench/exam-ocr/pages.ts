import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { FONT_FAMILY, fontFile } from '../../server/video/fonts';

/** How a page was "photographed": tilted on the table, grainy, dim and soft, or stored sideways with an EXIF turn. */
export interface PageLook {
  tilt?: number;
  /** Gaussian noise, standard deviation in gray levels. */
  noise?: number;
  dim?: boolean;
  exifTurned?: boolean;
}

export interface ExamPage {
  name: string;
  lines: string[];
  /** The questions as numbered on the page, with the number of options each choice question has. */
  questions: { number: number; options: number }[];
  look: PageLook;
}

const q = (number: number, options = 0) => ({ number, options });

/** Thirteen pages of printed exam questions (maths, physics, chemistry) with their ground truth. */
export const EXAM_PAGES: ExamPage[] = [
  {
    name: '01 选择题（干净）',
    lines: [
      '一、选择题',
      '1. 方程 2x+3=7 的解是',
      'A. x=1  B. x=2  C. x=3  D. x=4',
      '2. 函数 f(x)=x^2-4x+3 的最小值是',
      'A. -1  B. 0  C. 1  D. 3',
    ],
    questions: [q(1, 4), q(2, 4)],
    look: {},
  },
  {
    name: '02 解答题（干净）',
    lines: ['二、解答题', '3. 解方程 x^2-5x+6=0', '4. 已知 a=2，b=3，求 a^2+b^2 的值', '5. 计算 12×(3+4)-5 的值'],
    questions: [q(3), q(4), q(5)],
    look: {},
  },
  {
    name: '03 顿号题号（干净）',
    lines: ['1、若 sin a=3/5，求 cos 2a 的值', '2、解不等式 3x-2>7', '3、求等差数列 2，5，8，… 的第 10 项'],
    questions: [q(1), q(2), q(3)],
    look: {},
  },
  {
    name: '04 括号题号（干净）',
    lines: [
      '（1）一辆汽车以 20 m/s 的速度行驶 5 s，求路程',
      '（2）质量为 2 kg 的物体受力 10 N，求加速度',
      '（3）求电阻 R=U/I，其中 U=6 V，I=2 A',
    ],
    questions: [q(1), q(2), q(3)],
    look: {},
  },
  {
    name: '05 倾斜 2°',
    lines: ['6. 已知函数 f(x)=2x+1，求 f(3)', '7. 下列数中是无理数的是', 'A. 1/2  B. 0.5  C. √2  D. 4', '8. 解方程组 x+y=5，x-y=1'],
    questions: [q(6), q(7, 4), q(8)],
    look: { tilt: 2 },
  },
  {
    name: '06 倾斜 -3°',
    lines: ['9. 配平化学方程式 H2+O2=H2O', '10. 求 1+2+3+…+100 的和', '11. 已知圆的半径为 3，求面积'],
    questions: [q(9), q(10), q(11)],
    look: { tilt: -3 },
  },
  {
    name: '07 噪点',
    lines: ['12. 计算 (a+b)^2 的展开式', '13. 求函数 y=3x-6 与 x 轴的交点', '14. 若 x/2=4，则 x 等于', 'A. 2  B. 4  C. 6  D. 8'],
    questions: [q(12), q(13), q(14, 4)],
    look: { noise: 18 },
  },
  {
    name: '08 昏暗模糊',
    lines: ['15. 一个长方形长 8 cm，宽 5 cm，求周长', '16. 解方程 5x-3=2x+9', '17. 求 2^10 的值'],
    questions: [q(15), q(16), q(17)],
    look: { dim: true },
  },
  {
    name: '09 侧拍（EXIF 方向）',
    lines: ['18. 已知 a+b=7，ab=12，求 a^2+b^2', '19. 下列运算正确的是', 'A. a^2·a^3=a^6  B. (a^2)^3=a^5', 'C. a^6÷a^2=a^4  D. a+a=a^2'],
    questions: [q(18), q(19, 4)],
    look: { exifTurned: true },
  },
  {
    name: '10 倾斜且有噪点',
    lines: ['20. 求二次函数 y=x^2-2x-3 的顶点坐标', '21. 某商品原价 100 元，打八折后售价多少元', '22. 求 3/4+1/6 的值'],
    questions: [q(20), q(21), q(22)],
    look: { tilt: 1.5, noise: 12 },
  },
  {
    name: '11 倾斜 5°',
    lines: [
      '23. 已知直角三角形两条直角边为 6 和 8，求斜边长',
      '24. 下列函数中是偶函数的是',
      'A. y=x  B. y=x^2  C. y=x^3  D. y=2x+1',
      '25. 求 (2x-1)(x+3) 的展开式',
    ],
    questions: [q(23), q(24, 4), q(25)],
    look: { tilt: 5 },
  },
  {
    name: '12 倾斜 -7°',
    lines: ['26. 一个物体从 45 m 高处自由下落，求落地时间（g 取 10 m/s^2）', '27. 计算 0.25×4+3/5 的值', '28. 解不等式 2(x-1)<x+4'],
    questions: [q(26), q(27), q(28)],
    look: { tilt: -7 },
  },
  {
    name: '13 倾斜 10°有噪点',
    lines: ['29. 已知 log2 8=x，求 x', '30. 氢氧化钠的化学式是', 'A. NaCl  B. NaOH  C. Na2O  D. NaHCO3', '31. 求半径为 5 的圆的周长'],
    questions: [q(29), q(30, 4), q(31)],
    look: { tilt: 10, noise: 10 },
  },
];

const WIDTH = 1240;
const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The page as a phone would deliver it (PNG, or a JPEG stored sideways with its EXIF orientation). */
export async function renderExamPage(page: ExamPage): Promise<Buffer> {
  const { look } = page;
  const height = Math.max(900, 200 + page.lines.length * 80);
  const texts = page.lines.map((line, i) => `<text x="90" y="${150 + i * 80}" font-size="36">${escapeXml(line)}</text>`).join('');
  const paper = look.dim
    ? `<defs><radialGradient id="l" cx="30%" cy="25%" r="95%"><stop offset="0" stop-color="#e8e4d8"/><stop offset="1" stop-color="#9d978a"/></radialGradient><filter id="s"><feGaussianBlur stdDeviation="0.9"/></filter></defs><rect width="100%" height="100%" fill="url(#l)"/>`
    : '<rect width="100%" height="100%" fill="#fff"/>';
  const ink = look.dim ? '#3a3833' : '#111';
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}">${paper}<g fill="${ink}" ${look.dim ? 'filter="url(#s)"' : ''} transform="rotate(${look.tilt ?? 0} ${WIDTH / 2} ${height / 2})">${texts}</g></svg>`;
  let png = new Resvg(svg, { font: { fontFiles: [fontFile('regular')], loadSystemFonts: false, defaultFontFamily: FONT_FAMILY } })
    .render()
    .asPng();
  if (look.noise) png = await addNoise(png, look.noise);
  if (look.exifTurned) {
    // Stored turned a quarter to the left; orientation 6 tells a viewer to turn it back.
    return sharp(png).rotate(270).jpeg({ quality: 90 }).withMetadata({ orientation: 6 }).toBuffer();
  }
  return png;
}

/** Seeded Gaussian noise, so that every run reads the same pictures. */
async function addNoise(png: Buffer, sd: number): Promise<Buffer> {
  const { data, info } = await sharp(png).greyscale().raw().toBuffer({ resolveWithObject: true });
  let seed = 12345;
  const rand = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return (seed + 1) / 0x80000000;
  };
  for (let i = 0; i < data.length; i++) {
    const gauss = Math.sqrt(-2 * Math.log(rand())) * Math.cos(2 * Math.PI * rand());
    data[i] = Math.max(0, Math.min(255, Math.round(data[i] + gauss * sd)));
  }
  return sharp(data, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png()
    .toBuffer();
}
