import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { staleBuildReason } from '../../scripts/lib/build-freshness';

describe('npm start rebuilds a stale client build', () => {
  let root: string;
  const touch = (rel: string, secondsAgo: number) => {
    const file = path.join(root, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, 'x');
    const t = new Date(Date.now() - secondsAgo * 1000);
    utimesSync(file, t, t);
  };

  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'zj-build-'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('builds when there is no build', () => {
    touch('src/main.tsx', 100);
    expect(staleBuildReason(root)).toBe('no build yet');
  });

  it('keeps a build that is newer than every source', () => {
    touch('src/ui/App.tsx', 100);
    touch('package-lock.json', 100);
    touch('dist/index.html', 10);
    expect(staleBuildReason(root)).toBeNull();
  });

  it('rebuilds when a pulled source file is newer than the build', () => {
    touch('dist/index.html', 50);
    touch('src/ui/screens/deep/Screen.tsx', 5);
    expect(staleBuildReason(root)).toBe('src changed since the last build');
  });

  it('rebuilds when the dependencies changed', () => {
    touch('src/main.tsx', 100);
    touch('dist/index.html', 50);
    touch('package-lock.json', 5);
    expect(staleBuildReason(root)).toBe('package-lock.json changed since the last build');
  });
});
