/**
 * The statement being read, piece by piece: each reader takes the part it understood out of the line, and what is
 * left at the end must be only connecting words — any condition no reader took refuses the question.
 */
export class TextTaker {
  constructor(public rest: string) {}

  /** The first match of re, taken out of the line (left as a comma so neighbours stay apart). */
  take(re: RegExp): RegExpExecArray | null {
    const m = re.exec(this.rest);
    if (m) this.rest = `${this.rest.slice(0, m.index)},${this.rest.slice(m.index + m[0].length)}`;
    return m;
  }

  /** Every match of re (global), each taken out. */
  takeAll(re: RegExp): RegExpExecArray[] {
    const out: RegExpExecArray[] = [];
    for (let m = this.take(re); m; m = this.take(re)) out.push(m);
    return out;
  }

  /** Nothing but words that join statements is left. */
  allTaken(): boolean {
    return this.rest.replace(/如图(?:所示)?|已知|如下|在|中|设|则|试?求|其中|且|的|,|;|。|:|\.|\s/g, '') === '';
  }
}
