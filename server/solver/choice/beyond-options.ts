/**
 * Options that name no value: 「以上都不对」 says none of the other options is right, 「无法确定」 that the question has
 * no one answer. Neither is compared with a worked value; what they say is decided from the other options.
 */

const NONE_OF_THE_ABOVE =
  /^(?:以上(?:答案|选项|结论|说法|各项|各选项|三项|四项|结果)?(?:都|均|皆|全)?(?:不对|不正确|错误|不是|非|否)|以上各项皆否|都不对|都不正确|都不是|皆非)\s*[。.]?$/;
const CANNOT_TELL = /^(?:无法(?:确定|判断|比较)|不能确定|不确定|不一定|以上(?:三种|几种|各种)?(?:结果|情况)?都有可能)\s*[。.]?$/;

export type BeyondKind = 'none of the above' | 'cannot tell';

/** What an option says beyond a value, or null for an option that names a value. */
export function beyondKind(text: string): BeyondKind | null {
  const t = text.replace(/[\s$~]/g, '');
  if (NONE_OF_THE_ABOVE.test(t)) return 'none of the above';
  if (CANNOT_TELL.test(t)) return 'cannot tell';
  return null;
}
