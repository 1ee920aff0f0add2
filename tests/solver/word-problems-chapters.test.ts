import { describe, expect, it } from 'vitest';
import { createOfflineSolver } from '../../server/solver/offline';

/**
 * Whole textbook chapters of grades 4–6, each written in its usual wordings with other numbers, objects and word
 * order (求 the other unknown too), and near-misses that must be refused: a number missing, a number it cannot use,
 * a question about something else, numbers that give no answer.
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

describe('流水行船: 顺水速度 = 船速 + 水速, 逆水速度 = 船速 − 水速', () => {
  solves([
    ['一艘船在静水中每小时行20千米，水流速度是每小时4千米，顺水航行120千米需要几小时？', '$5$ 小时'],
    ['一艘船在静水中每小时行20千米，水速每小时4千米，逆水行驶96千米要几小时？', '$6$ 小时'],
    ['一艘轮船顺水航行每小时行28千米，逆水每小时行20千米，船在静水中的速度是每小时多少千米？', '$24$ 千米'],
    ['两港相距120千米，一艘船顺水6小时行完，逆水10小时行完，水流速度是每小时多少千米？', '$4$ 千米'],
    ['甲乙两码头相距144千米，一艘船从甲码头顺水而下用了6小时，逆水返回用了8小时，这艘船在静水中的速度是每小时多少千米？', '$21$ 千米'],
    ['一艘客轮顺流而下每小时行30千米，水流速度是每小时5千米，它逆流而上每小时行多少千米？', '$20$ 千米'],
    ['一艘船逆水航行5小时行了60千米，船速是每小时15千米，水速是每小时多少千米？', '$3$ 千米'],
    ['一艘船在静水中每小时行15千米，水速每小时3千米，往返于相距72千米的两港，共需多少小时？', '$10$ 小时'],
    ['一艘船在静水中每小时行20千米，水流速度是每小时4千米，顺水航行3小时，一共行了多少千米？', '$72$ 千米'],
  ]);
  refuses([
    // the current is not told
    '一艘船在静水中每小时行20千米，顺水航行120千米需要几小时？',
    // a number it cannot use
    '一艘船在静水中每小时行20千米，水流速度是每小时4千米，顺水航行120千米需要几小时？船上有30人。',
    // no time told: the distance cannot be found
    '一艘船顺水每小时行25千米，逆水每小时行15千米，甲乙两港相距多少千米？',
    // the current is faster than the boat: it never gets upstream
    '一艘船在静水中每小时行5千米，水速每小时6千米，逆水行30千米要几小时？',
  ]);
});

describe('工程问题 on one time line: 先做, 加入, 离开, 休息, 已完成', () => {
  solves([
    ['一项工程，甲单独做要15天，乙单独做要10天，两人合作3天后，甲离开，剩下的由乙做，乙还要做几天？', '$5$ 天'],
    ['一项工程，甲队单独做15天完成，乙队单独做10天完成，两队合作2天后，乙队调走，剩下的由甲队单独做，甲队还要做几天？', '$10$ 天'],
    ['一个水池，单开甲管8小时注满，单开乙管12小时注满，先开甲管2小时，再两管齐开，还要几小时注满？', '$3.6$ 小时'],
    ['一项工程，甲队单独做需要24天，甲队先做了6天后，乙队加入一起做，又做了9天完成，乙队单独做需要多少天？', '$24$ 天'],
    ['一项工程，甲单独做20天完成，甲先做了4天后，乙也来参加，两人又合作了8天完成，乙单独做这项工程要多少天？', '$20$ 天'],
    ['修一条路，甲队单独修20天完成，乙队单独修30天完成，已经修了这条路的1/4，剩下的由两队合修，还要几天？', '$9$ 天'],
    ['一项工程，已经完成了全部的40%，剩下的由甲乙两队合作，甲队单独做要10天，乙队单独做要15天，还要几天完成？', '$3.6$ 天'],
    ['一项工程，甲队单独做20天完成，乙队单独做30天完成，两队合作，中途甲队休息了5天，完成这项工程共用了多少天？', '$15$ 天'],
    ['一项工程，甲队单独做30天完成，乙队单独做20天完成，两队合作，中途乙队休息了5天，完成这项工程共用了多少天？', '$15$ 天'],
    ['一项工程，甲单独做12天完成，乙单独做24天完成，乙先做6天，然后甲乙合作，完成这项工程一共用了多少天？', '$12$ 天'],
    ['一个水池，单开进水管6小时注满，单开出水管9小时放完，先开进水管3小时，再打开出水管，还要几小时注满？', '$9$ 小时'],
    ['一块地，甲单独耕要6天，乙单独耕要3天，两人合耕，几天可以耕完？', '$2$ 天'],
    ['一个水池有两个进水管，单开甲管10小时注满，单开乙管15小时注满，两管齐开几小时注满？', '$6$ 小时'],
  ]);
  refuses([
    // 乙's time alone is not told
    '一项工程，甲队单独做12天完成，两队合作4天后，剩下的由乙队单独做，还要几天完成？',
    // a number it cannot use
    '一项工程，甲队单独做12天完成，乙队单独做18天完成，两队合作4天后，剩下的由乙队单独做，还要几天完成？另外，丙队有20人。',
    // a worker of whom nothing is told
    '一项工程，甲队单独做12天完成，乙队单独做18天完成，两队合作4天后，剩下的由丙队单独做，还要几天完成？',
    // a rest longer than the whole time
    '一项工程，甲队单独做20天完成，乙队单独做30天完成，两队合作，中途甲队休息了30天，完成这项工程共用了多少天？',
    // how long 甲 worked first is not told
    '一项工程，甲单独做10天完成，乙单独做15天完成，甲先做若干天，剩下的由乙做，乙还要做几天？',
  ]);
});
