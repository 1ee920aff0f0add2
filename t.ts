import { normalizeScienceText } from './server/solver/science/chem/normalize';
import { splitChoice } from './server/solver/math/choice';
import d from './bench/solver-devset/dev/gaokao-chemistry-choice.json';
for (const id of ['024','047','082','006']) {
  const p = (d as any[]).find((x) => x.id.endsWith(id));
  const s = splitChoice(p.text)!;
  console.log(normalizeScienceText(s.stem));
  for (const o of s.options) console.log(o.letter, '|', normalizeScienceText(o.text));
}
