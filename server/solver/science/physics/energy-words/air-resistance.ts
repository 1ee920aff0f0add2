/** What the stem says of air resistance: 'none' (不计, 忽略), 'acts' (不能忽略, 受到), or null when it says nothing. */
export function airResistance(stem: string): 'none' | 'acts' | null {
  if (/空气阻力(?:不能|不可)(?:忽略|不计)|受到(?:的)?空气阻力|空气阻力(?:的)?大小(?:恒|为|不变)/.test(stem)) return 'acts';
  if (/不计(?:空气)?阻力|(?:空气)?阻力(?:可|均)?(?:忽略|不计)|忽略(?:空气)?阻力|真空/.test(stem)) return 'none';
  return null;
}
