import { labText } from './lab-text';

type Role = 'gas' | 'aim' | 'doing' | 'seen' | 'concluded';

/** What a header cell names; 「实验」 is the aim beside 操作/方法 and the operation beside 目的. */
function roleOf(header: string, others: string[]): Role | null {
  const h = header.replace(/^实验(?=目的|操作|方法|现象|结论)/, '');
  if (h === '气体') return 'gas';
  if (h === '目的') return 'aim';
  if (/^(?:操作|方法|实验操作|试剂和方法|操作方法)$/.test(h)) return 'doing';
  if (h === '现象') return 'seen';
  if (h === '结论') return 'concluded';
  // 「实验及现象」: the cell holds the operation and what is seen, read as one sentence.
  if (/^(?:实验|操作)?及现象$/.test(h)) return 'doing';
  if (h === '实验') return others.some((o) => /目的/.test(o)) ? 'doing' : 'aim';
  return null;
}

const LETTER = /^([A-D])(?:\.|,)?(?=$|[^A-Za-z0-9])/;

/** The rows of every tabular in the text, cells split at & (array cells joined into one line). */
function tabularRows(text: string): string[][] {
  const rows: string[][] = [];
  for (const m of text.matchAll(/\\begin\{tabular\}(?:\{[^}]*\})?([\s\S]*?)\\end\{tabular\}/g)) {
    for (const raw of m[1].split(/\\hline/)) {
      const row = raw.trim().replace(/\\\\\s*$/, '');
      if (!row) continue;
      rows.push(row.split('&').map((c) => labText(c.replace(/\\multicolumn\{\d+\}\{[^}]*\}\{([^}]*)\}/g, '$1'))));
    }
  }
  return rows;
}

/**
 * A question's table read into one sentence per option letter: the cells of the row in the order aim, operation,
 * phenomenon, conclusion, joined with commas (a gas named alone is 「制备 X」). Null when there is no table, a
 * header is not understood, or a row is not found for each of the letters asked.
 */
export function tableSentences(text: string, letters: string[]): Map<string, string> | null {
  const rows = tabularRows(text);
  const headerAt = rows.findIndex((r) => !LETTER.test(r[0]) && r.some((c) => c !== '' && c !== '选项'));
  if (headerAt < 0) return null;
  const header = rows[headerAt].filter((c, i) => !(i === 0 && (c === '' || c === '选项')));
  const roles = header.map((h) => roleOf(h, header));
  if (roles.some((r) => !r)) return null;
  const out = new Map<string, string>();
  for (const row of rows.slice(headerAt + 1)) {
    const lead = LETTER.exec(row[0]);
    if (!lead) return null;
    const rest = row[0].slice(lead[0].length).replace(/^,/, '');
    const cells = rest ? [rest, ...row.slice(1)] : row.slice(1);
    if (cells.length !== roles.length || cells.some((c) => !c)) return null;
    const parts = new Map<Role, string>();
    for (const [i, c] of cells.entries()) parts.set(roles[i]!, c);
    if (parts.size !== cells.length) return null;
    const gas = parts.get('gas');
    const sentence = [gas ? `制备${gas}` : parts.get('aim'), parts.get('doing'), parts.get('seen'), parts.get('concluded')]
      .filter((p) => p !== undefined)
      .join(',');
    out.set(lead[1], sentence);
  }
  return letters.every((l) => out.has(l)) ? out : null;
}
