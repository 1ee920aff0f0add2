import { freeVars, type Node } from '../../math/expression/ast';
import { formulas, stripBlank } from '../../math/expression/mathjson';
import { parseExpr } from '../../math/expression/parser';

/** The one function a question defines, read from its formulas: 「f(x)=…」 or 「y=…」, and a closed interval [a, b]. */
export interface FunctionDefinition {
  f: Node;
  /** the letter the question calls it by (f, g, h) or y */
  name: string;
  interval: [Node, Node] | null;
}

export interface DefinitionForms {
  /** letters a definition may use besides y, e.g. 'fgh' */
  letters: string;
  /** a formula that only names the function (「f(x)」 in 「则 f(x) 的…」) may follow */
  bareName: boolean;
  /** one closed interval of constants 「[0, 2]」 may be given */
  interval: boolean;
}

/**
 * Every formula of the text must be one of the allowed forms and exactly one must define the function; anything else
 * (a second definition, a parameter, an equation) means the question is not of the caller's kind, so null.
 */
export function readFunctionDefinition(text: string, forms: DefinitionForms): FunctionDefinition | null {
  const definition = new RegExp(`^(?:([${forms.letters}])\\s*\\(\\s*x\\s*\\)|y)\\s*=\\s*(.+)$`, 's');
  const bareName = new RegExp(`^[${forms.letters}]\\s*\\(\\s*x\\s*\\)$`);
  let f: Node | null = null;
  let name = 'y';
  let interval: [Node, Node] | null = null;
  try {
    for (const s of formulas(text).map((formula) => stripBlank(formula.trim()))) {
      const def = definition.exec(s);
      if (def && !f) {
        f = parseExpr(def[2]);
        name = def[1] ?? 'y';
        continue;
      }
      const closed = forms.interval && !interval ? /^\[\s*([^,]+?)\s*,\s*([^,]+?)\s*\]$/.exec(s) : null;
      if (closed) {
        const ends: [Node, Node] = [parseExpr(closed[1]), parseExpr(closed[2])];
        if (ends.some((end) => freeVars(end).size)) return null;
        interval = ends;
        continue;
      }
      if (forms.bareName && bareName.test(s)) continue;
      return null;
    }
  } catch {
    return null;
  }
  return f ? { f, name, interval } : null;
}
