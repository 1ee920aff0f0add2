import type { Kind } from '../model';
import { changeKind } from './change';
import { measureKind } from './measure';
import { rateKind } from './rate';
import { relationsKind } from './relations';

/** The kinds of word problem, tried in order; each returns null when the problem is not of its kind. */
export const KINDS: readonly Kind[] = [measureKind, rateKind, relationsKind, changeKind];
