import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'zj-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('loadConfig', () => {
  it('defaults to the embedded, offline mode on port 8000', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(8000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SOLVER).toBe('offline');
    expect(config.PUBLIC_URL).toBe('http://localhost:8000');
    expect(config.TRUST_PROXY).toBe(false);
  });

  it('runs the debug listener on 5100 for the origin of PUBLIC_URL unless told otherwise; 0 turns it off', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect([config.DEBUG_PORT, config.DEBUG_ALLOWED_ORIGIN, config.DEBUG_ADMINS]).toEqual([5100, 'http://localhost:8000', '']);
    expect(config.debugDir).toBe(path.join(path.resolve(dataDir), 'debug'));
    expect(loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: 'https://zhijian.example.com/app/' }).DEBUG_ALLOWED_ORIGIN).toBe(
      'https://zhijian.example.com',
    );
    expect(loadConfig({ DATA_DIR: dataDir, DEBUG_PORT: '0', DEBUG_ALLOWED_ORIGIN: 'http://localhost:5173' })).toMatchObject({
      DEBUG_PORT: 0,
      DEBUG_ALLOWED_ORIGIN: 'http://localhost:5173',
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, DEBUG_ALLOWED_ORIGIN: 'not a url' })).toThrow(/DEBUG_ALLOWED_ORIGIN/);
  });

  it('keeps one generated JWT secret across restarts of the same DATA_DIR', () => {
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET);
  });

  it('chooses the language-model solver when an API is configured', () => {
    expect(loadConfig({ DATA_DIR: dataDir, LLM_BASE_URL: 'http://127.0.0.1:9/v1' }).SOLVER).toBe('llm');
  });

  it('refuses SOLVER=llm without an API address, and malformed numbers, with a clear message', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir, SOLVER: 'llm' })).toThrow(/SOLVER=llm needs LLM_BASE_URL/);
    expect(() => loadConfig({ DATA_DIR: dataDir, PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
  });

  it('limits the solver by default and refuses limits it could not work under', () => {
    const config = loadConfig({ DATA_DIR: dataDir });
    expect([config.SOLVER_TIMEOUT_MS, config.SOLVER_MEMORY_MB, config.SOLVER_THREADS]).toEqual([20000, 512, 1]);
    expect(loadConfig({ DATA_DIR: dataDir, SOLVER_THREADS: '3', SOLVER_MEMORY_MB: '1024' })).toMatchObject({
      SOLVER_THREADS: 3,
      SOLVER_MEMORY_MB: 1024,
    });
    expect(() => loadConfig({ DATA_DIR: dataDir, SOLVER_MEMORY_MB: '64' })).toThrow(/SOLVER_MEMORY_MB/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SOLVER_THREADS: '0' })).toThrow(/SOLVER_THREADS/);
    expect(() => loadConfig({ DATA_DIR: dataDir, SOLVER_TIMEOUT_MS: 'soon' })).toThrow(/SOLVER_TIMEOUT_MS/);
  });
});
