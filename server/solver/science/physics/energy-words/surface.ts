/** Whether the surface the body moves on is smooth, rough, or not said. */
export function surfaceOf(stem: string): 'smooth' | 'rough' | null {
  const rough = /粗糙|摩擦因数|摩擦系数|μ|有摩擦|受到(?:的)?摩擦力|摩擦力(?:的)?大小/.test(stem);
  const smooth = /光滑|不计(?:一切)?摩擦|摩擦(?:力)?(?:不计|忽略)|忽略(?:一切)?摩擦/.test(stem);
  return rough === smooth ? null : rough ? 'rough' : 'smooth';
}
