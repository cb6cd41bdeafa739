import { describe, expect, it } from 'vitest';
import { loadConfig } from './env.ts';

describe('the server timeouts', () => {
  it('default to limits a phone on slow 3G still passes', () => {
    const config = loadConfig({});
    expect(config.headersTimeoutMs).toBe(20_000);
    expect(config.requestTimeoutMs).toBe(60_000);
    expect(config.keepAliveTimeoutMs).toBe(10_000);
    expect(config.connectionTimeoutMs).toBe(60_000);
    expect(config.shutdownGraceMs).toBe(10_000);
  });

  it('refuse 0, which Node would read as no limit at all', () => {
    expect(() => loadConfig({ REQUEST_TIMEOUT_MS: '0' })).toThrow(/REQUEST_TIMEOUT_MS must be at least 1/);
  });

  it('refuse a header limit longer than the limit on the whole request', () => {
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '30000', REQUEST_TIMEOUT_MS: '20000' })).toThrow(
      /HEADERS_TIMEOUT_MS \(30000\) must not exceed REQUEST_TIMEOUT_MS \(20000\)/,
    );
  });
});

describe('the folders and names', () => {
  it('read an empty variable as unset, so DATA_DIR= never puts the database in the current folder', () => {
    const defaults = loadConfig({});
    const empty = loadConfig({ DATA_DIR: '', WEB_DIST: '', HOST: '', LOG_LEVEL: '' });
    expect(empty.dataDir).toBe(defaults.dataDir);
    expect(empty.dataDir).not.toBe(process.cwd());
    expect(empty.webDist).toBe(defaults.webDist);
    expect(empty.host).toBe('0.0.0.0');
    expect(empty.logLevel).toBe('info');
  });
});
