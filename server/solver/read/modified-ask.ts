/**
 * 「最小正周期的一半」「常数项的两倍」「离心率的倒数」「A 与 B 之积」「比 … 小多少」: the asked quantity taken further.
 * A reader that finds the asked quantity by its name alone must not answer the quantity itself.
 */
const MODIFIED =
  /的(?:一半|[两二三四五六七八九十\d]+倍|[二三四五六七八九十]分之[一二三四五六七八九]|倒数|相反数|平方|立方|绝对值|算术平方根|平方根|对数)|之(?:和|差|积|商|比)|[大小多少]多少|几倍/;

export function asksAModifiedQuantity(prose: string): boolean {
  return MODIFIED.test(prose.replace(/\s+/g, ''));
}
