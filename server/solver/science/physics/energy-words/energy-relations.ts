import type { WordedClaim } from './situation';

const EP = '(?:重力势能|引力势能|势能)';
const LOSS = '(?:的)?(?:减少量|减小量|减少|减小)';
const GAIN = '(?:的)?(?:增加量|增大量|增加|增大)';
const WORDS = { '>': '大于', '=': '等于', '<': '小于' } as const;

/** 「重力势能的减少量大于动能的增加量」 for a body whose potential energy falls while its kinetic energy rises. */
export function lossAgainstGain(owner: string, actual: '>' | '=' | '<', why: string): WordedClaim[] {
  return (['>', '=', '<'] as const).map((said) => ({
    truth: said === actual,
    why,
    clauses: [new RegExp(`^(?:${owner})?(?:的)?${EP}${LOSS}${WORDS[said]}(?:${owner})?(?:的)?动能${GAIN}$`)],
  }));
}

/** 「重力做的功等于物块克服摩擦力做的功」: gravity's work against the work done against friction. */
export function gravityAgainstFriction(owner: string, actual: '>' | '=' | '<', why: string): WordedClaim[] {
  const flip = { '>': '<', '=': '=', '<': '>' } as const;
  return (['>', '=', '<'] as const).map((said) => ({
    truth: said === actual,
    why,
    clauses: [
      new RegExp(`^重力(?:对(?:${owner}))?(?:所)?做(?:的)?功${WORDS[said]}(?:${owner})?克服(?:滑动)?摩擦力(?:所)?做(?:的)?功$`),
      new RegExp(`^(?:${owner})?克服(?:滑动)?摩擦力(?:所)?做(?:的)?功${WORDS[flip[said]]}重力(?:对(?:${owner}))?(?:所)?做(?:的)?功$`),
    ],
  }));
}
