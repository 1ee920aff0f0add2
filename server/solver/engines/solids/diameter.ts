/**
 * A diameter is told as often as a radius: 「底面直径为 4」 is 「底面半径为 2」, and 「底面直径和高都等于 2」 (a cylinder or
 * cone) is 「底面半径为 1，高为 2」. Only a plain number is halved; a diameter in a formula is left for the readers to refuse.
 */
const N = String.raw`⟨?\s*(\d+(?:\.\d+)?)\s*⟩?`;

function half(n: string): string {
  const v = Number(n);
  return Number.isInteger(v / 2) || /\./.test(n) ? String(v / 2) : ` ⟨\\frac{${n}}{2}⟩ `;
}

export function diameterAsRadius(t: string): string {
  return t
    .replace(
      new RegExp(String.raw`(底面)?直径和高\s*(?:都|均)?\s*(?:为|是|等于)\s*${N}`, 'g'),
      (_, base: string | undefined, n: string) => `${base ?? '底面'}半径为 ${half(n)}，高为 ${n}`,
    )
    .replace(
      new RegExp(String.raw`(底面|球的|球)?直径\s*(?:为|是|等于)\s*${N}`, 'g'),
      (_, pre: string | undefined, n: string) => `${pre ?? ''}半径为 ${half(n)}`,
    );
}
