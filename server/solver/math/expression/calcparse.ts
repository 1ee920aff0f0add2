import type { Node } from './ast';
import { parseExpr } from './parser';

function readArg(s: string): [string, string] | null {
  const t = s.trimStart();
  if (t.startsWith('{')) {
    let depth = 0;
    for (let i = 0; i < t.length; i++) {
      if (t[i] === '{') depth++;
      if (t[i] === '}') depth--;
      if (depth === 0) return [t.slice(1, i), t.slice(i + 1)];
    }
    return null;
  }
  const m = /^(-?\d+(?:\.\d+)?|\\pi|\\infty|π|∞|\\mathrm\{e\}|[a-zA-Z])/.exec(t);
  return m ? [m[0], t.slice(m[0].length)] : null;
}

export interface IntegralSpec {
  body: Node;
  v: string;
  bounds: [Node, Node] | null;
}

const INFINITE = /∞|\\infty|inf/;

/** "\int_a^b f(x) dx", "∫ f dx"; null when it is not an integral; 'unsupported' for improper ones. */
export function parseIntegral(src: string): IntegralSpec | 'unsupported' | null {
  const m = /^\s*(?:\\int|∫)(.*)$/s.exec(src);
  if (!m) return null;
  let rest = m[1];
  let lo: string | null = null;
  let hi: string | null = null;
  for (let k = 0; k < 2; k++) {
    const t = rest.trimStart();
    if (t[0] !== '_' && t[0] !== '^') break;
    const arg = readArg(t.slice(1));
    if (!arg) return 'unsupported';
    if (t[0] === '_') lo = arg[0];
    else hi = arg[0];
    rest = arg[1];
  }
  if ((lo === null) !== (hi === null)) return 'unsupported';
  const d = /^(.*?)\s*(?<!\\)d\s*([a-zA-Z])\s*$/s.exec(rest);
  if (!d?.[1].trim()) return 'unsupported';
  if (lo !== null && (INFINITE.test(lo) || INFINITE.test(hi!))) return 'unsupported';
  try {
    const body = parseExpr(d[1]);
    const bounds: [Node, Node] | null = lo !== null ? [parseExpr(lo), parseExpr(hi!)] : null;
    return { body, v: d[2], bounds };
  } catch {
    return 'unsupported';
  }
}

export interface LimitSpec {
  body: Node;
  v: string;
  at: Node | 'inf' | '-inf';
}

/** "\lim_{x\to a} f(x)", "lim(x→∞) f"; one-sided limits are 'unsupported'. */
export function parseLimit(src: string): LimitSpec | 'unsupported' | null {
  const m =
    /^\s*\\?lim\s*(?:\\limits\s*)?(?:_\s*\{([^{}]*)\}|_\s*\(([^()]*)\)|\(([^()]*)\)|_\s*([a-z]\s*(?:\\to|→|->)\s*(?:[+-]?\\infty|[+-]?∞|-?\d+)))\s*(.+)$/s.exec(
      src,
    );
  if (!m) return /^\s*\\?lim/.test(src) ? 'unsupported' : null;
  const spec = (m[1] ?? m[2] ?? m[3] ?? m[4]).trim();
  const a = /^([a-z])\s*(?:\\to|→|->|\\rightarrow)\s*(.+)$/s.exec(spec);
  if (!a) return 'unsupported';
  const target = a[2].replace(/\s+/g, '');
  if (/\^\{?[+-]\}?$/.test(target)) return 'unsupported';
  try {
    const body = parseExpr(m[5]);
    if (/^\+?(∞|\\infty)$/.test(target)) return { body, v: a[1], at: 'inf' };
    if (/^-(∞|\\infty)$/.test(target)) return { body, v: a[1], at: '-inf' };
    return { body, v: a[1], at: parseExpr(target) };
  } catch {
    return 'unsupported';
  }
}
