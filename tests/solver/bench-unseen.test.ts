import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadDevset, loadExtra, loadUnseen } from '../../bench/solver/load';
import { chosenLetters } from '../../bench/solver/score';

const unseenDir = join(__dirname, '../../bench/solver-devset/unseen');

interface StoredProblem {
  id: string;
  text: string;
  expected: { kind: string; value: string };
  source?: { repo?: string; path?: string; index_or_key?: string };
  licence?: string;
}

const stored: StoredProblem[] = readdirSync(unseenDir)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => JSON.parse(readFileSync(join(unseenDir, f), 'utf8')) as StoredProblem[]);

/** The option letters a text offers, one option per line written "A. …". */
const optionLetters = (text: string) => [...text.matchAll(/^([A-H])\. /gm)].map((m) => m[1]);

describe('the unseen published problems', () => {
  const unseen = loadUnseen();

  it('load as their own set, with unique ids', () => {
    expect(unseen.length).toBeGreaterThanOrEqual(100);
    expect(unseen.length).toBe(stored.length);
    expect(unseen.every((p) => p.set === 'unseen')).toBe(true);
    expect(new Set(unseen.map((p) => p.id)).size).toBe(unseen.length);
  });

  it('are returned by no development loader', () => {
    const ids = new Set(unseen.map((p) => p.id));
    expect([...loadDevset('dev'), ...loadExtra()].filter((p) => ids.has(p.id))).toEqual([]);
  });

  it('each record its source and licence', () => {
    for (const p of stored) {
      expect(p.source?.repo, p.id).toBeTruthy();
      expect(p.source?.path, p.id).toBeTruthy();
      expect(p.source?.index_or_key, p.id).toMatch(/^line \d+$/);
      expect(p.licence, p.id).toBeTruthy();
    }
  });

  it('each expect one choice letter among the options the text offers', () => {
    for (const p of stored) {
      expect(p.expected.kind, p.id).toBe('choice');
      expect(p.expected.value, p.id).toMatch(/^[A-H]$/);
      const letters = optionLetters(p.text);
      expect(letters.length, p.id).toBeGreaterThanOrEqual(2);
      expect(letters, p.id).toContain(p.expected.value);
      // the bench reads the published letter back as that letter
      expect([...(chosenLetters(p.expected.value) ?? [])], p.id).toEqual([p.expected.value]);
    }
  });
});
