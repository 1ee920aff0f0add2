import type { Pricing } from '../../../contract/credits';
import type { Config } from '../../config';

type PriceConfig = Pick<Config, 'COST_TEXT' | 'COST_VIDEO' | 'COST_TURBO'>;
type PricingConfig = PriceConfig & Pick<Config, 'EXAM_OCR_COST'>;

export function pricing(config: PricingConfig): Pricing {
  return { text: config.COST_TEXT, video: config.COST_VIDEO, turbo: config.COST_TURBO, exam_ocr: config.EXAM_OCR_COST };
}

/** Turbo only speeds up the video, so it counts (and is kept) only together with a video. */
export function normalizeFlags(flags: { generateVideo: boolean; turboMode: boolean }) {
  return { generateVideo: flags.generateVideo, turboMode: flags.generateVideo && flags.turboMode };
}

export function taskCost(config: PriceConfig, flags: { generateVideo: boolean; turboMode: boolean }): number {
  const f = normalizeFlags(flags);
  return config.COST_TEXT + (f.generateVideo ? config.COST_VIDEO : 0) + (f.turboMode ? config.COST_TURBO : 0);
}
