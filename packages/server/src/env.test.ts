import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { isValidAbn } from '@tyreline/domain/abn';
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

describe('the mail settings', () => {
  it('record mail without sending it when SMTP_URL is unset, with absolute links to this server', () => {
    const config = loadConfig({ PORT: '4100' });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.mailFrom).toBe('Tyreline <orders@tyreline.test>');
    expect(config.publicUrl).toBe('http://localhost:4100');
  });

  it('take an smtp or smtps address, and a public address without its trailing slash', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      PUBLIC_URL: 'https://shop.example.com/',
    });
    expect(config.smtpUrl).toBe('smtps://user:secret@mail.example.com:465');
    expect(config.publicUrl).toBe('https://shop.example.com');
  });

  it('refuse a malformed SMTP_URL with a one-line message naming it and not echoing the password', () => {
    for (const value of ['mail.example.com:25', 'http://mail.example.com', 'smtp://']) {
      let message = '';
      try {
        loadConfig({ SMTP_URL: value });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toMatch(/^SMTP_URL must be/);
      expect(message).not.toContain('\n');
    }
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:secret@host' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SMTP_URL: 'smtp//user:secret@host' })).not.toThrow(/secret/);
  });

  it('lease a claimed message for 2 minutes and retry from 30 s doubling to 1 h unless told otherwise', () => {
    expect(loadConfig({})).toMatchObject({
      mailLeaseMs: 120_000,
      mailRetryBaseMs: 30_000,
      mailRetryCapMs: 3_600_000,
    });
    expect(
      loadConfig({ MAIL_LEASE_MS: '5000', MAIL_RETRY_BASE_MS: '1000', MAIL_RETRY_CAP_MS: '4000' }),
    ).toMatchObject({ mailLeaseMs: 5_000, mailRetryBaseMs: 1_000, mailRetryCapMs: 4_000 });
  });

  it('refuse a mail lease or retry wait of 0 or one that is not a whole number of milliseconds', () => {
    expect(() => loadConfig({ MAIL_LEASE_MS: '0' })).toThrow(/MAIL_LEASE_MS must be at least 1/);
    expect(() => loadConfig({ MAIL_RETRY_BASE_MS: '1.5' })).toThrow(/MAIL_RETRY_BASE_MS must be a whole/);
    expect(() => loadConfig({ MAIL_RETRY_CAP_MS: '-1' })).toThrow(/MAIL_RETRY_CAP_MS must be a whole/);
  });

  it('refuse a PUBLIC_URL that is not an absolute http address', () => {
    expect(() => loadConfig({ PUBLIC_URL: 'shop.example.com' })).toThrow(/PUBLIC_URL must be/);
  });

  it('put the supplier logo in mail from the public address unless MAIL_LOGO_URL names another', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://shop.example.com/' }).mailLogoUrl).toBe(
      'https://shop.example.com/mail-logo.png',
    );
    expect(loadConfig({ MAIL_LOGO_URL: 'https://cdn.example.com/acme.png' }).mailLogoUrl).toBe(
      'https://cdn.example.com/acme.png',
    );
    expect(() => loadConfig({ MAIL_LOGO_URL: 'acme.png' })).toThrow(/^MAIL_LOGO_URL must be/);
  });
});

describe('the file storage', () => {
  it('keeps files on the local disk, in a folder inside the data folder, unless told otherwise', () => {
    const defaults = loadConfig({ DATA_DIR: '/srv/tyreline' });
    expect(defaults.storageDriver).toBe('local');
    expect(defaults.storageDir).toBe('/srv/tyreline/storage');
    const empty = loadConfig({ DATA_DIR: '/srv/tyreline', STORAGE_DRIVER: '', STORAGE_DIR: '' });
    expect(empty.storageDir).toBe('/srv/tyreline/storage');
    expect(loadConfig({ STORAGE_DIR: '/mnt/photos', STORAGE_DRIVER: 'local' }).storageDir).toBe(
      '/mnt/photos',
    );
  });

  it('refuse a driver it does not know, naming the ones it does', () => {
    expect(() => loadConfig({ STORAGE_DRIVER: 's3' })).toThrow(
      /STORAGE_DRIVER must be one of local, got "s3"/,
    );
  });
});

describe('the supplier on tax invoices and statements', () => {
  const production = {
    NODE_ENV: 'production',
    SUPPLIER_NAME: 'Acme Tyres Pty Ltd',
    SUPPLIER_ABN: '53004085616',
    SUPPLIER_ADDRESS: '9 Depot Rd, Eagle Farm QLD 4009',
    SUPPLIER_PHONE: '07 3000 1111',
    SUPPLIER_BSB: '084 004',
    SUPPLIER_ACCOUNT_NUMBER: '987654321',
  };

  it('is the demo’s outside production, with the ATO’s example ABN, which passes the checksum', () => {
    const { supplier } = loadConfig({});
    expect(supplier.abn).toBe('51 824 753 556');
    expect(isValidAbn(supplier.abn)).toBe(true);
    expect(supplier.remittance).toEqual({
      bsb: '123-456',
      accountNumber: '12345678',
      accountName: 'Tyreline Wholesale Pty Ltd',
    });
  });

  it('comes from the variables in production, the ABN and BSB printed in their usual groups', () => {
    expect(loadConfig(production).supplier).toEqual({
      name: 'Acme Tyres Pty Ltd',
      abn: '53 004 085 616',
      address: '9 Depot Rd, Eagle Farm QLD 4009',
      phone: '07 3000 1111',
      remittance: { bsb: '084-004', accountNumber: '987654321', accountName: 'Acme Tyres Pty Ltd' },
    });
    expect(
      loadConfig({ ...production, SUPPLIER_ACCOUNT_NAME: 'Acme Tyres Trading' }).supplier.remittance
        .accountName,
    ).toBe('Acme Tyres Trading');
  });

  it('refuses to start in production without them, naming every variable that is missing', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'NODE_ENV=production needs the supplier’s details for tax invoices and statements: set SUPPLIER_NAME, SUPPLIER_ABN, SUPPLIER_ADDRESS, SUPPLIER_PHONE, SUPPLIER_BSB, SUPPLIER_ACCOUNT_NUMBER',
    );
    expect(() => loadConfig({ ...production, SUPPLIER_BSB: '', SUPPLIER_PHONE: '  ' })).toThrow(
      /: set SUPPLIER_PHONE, SUPPLIER_BSB$/,
    );
  });

  it('refuses an ABN that fails the checksum, a BSB that is not six digits and an account number that is not 5 to 10 digits', () => {
    expect(() => loadConfig({ ...production, SUPPLIER_ABN: '51 824 753 557' })).toThrow(
      'SUPPLIER_ABN must be an ABN that passes the ATO checksum, such as 51 824 753 556, got "51 824 753 557"',
    );
    expect(() => loadConfig({ SUPPLIER_ABN: '00 000 000 000' })).toThrow(/^SUPPLIER_ABN must be/);
    expect(() => loadConfig({ ...production, SUPPLIER_BSB: '12345' })).toThrow(
      /^SUPPLIER_BSB must be six digits/,
    );
    expect(() => loadConfig({ ...production, SUPPLIER_ACCOUNT_NUMBER: '12-34' })).toThrow(
      /^SUPPLIER_ACCOUNT_NUMBER must be 5 to 10 digits/,
    );
  });
});

describe('the number of server processes', () => {
  const url = 'postgres://postgres@127.0.0.1:5432/tyreline';

  it('is one per core on PostgreSQL unless WEB_CONCURRENCY says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: url }).webConcurrency).toBe(os.availableParallelism());
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '3' }).webConcurrency).toBe(3);
    expect(loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: '' }).webConcurrency).toBe(
      os.availableParallelism(),
    );
  });

  it('is always one on the embedded database, noting a WEB_CONCURRENCY it could not follow', () => {
    expect(loadConfig({}).webConcurrency).toBe(1);
    expect(loadConfig({}).webConcurrencyIgnored).toBeUndefined();
    const asked = loadConfig({ WEB_CONCURRENCY: '4' });
    expect(asked.webConcurrency).toBe(1);
    expect(asked.webConcurrencyIgnored).toBe(4);
    expect(loadConfig({ WEB_CONCURRENCY: '1' }).webConcurrencyIgnored).toBeUndefined();
  });

  it.each(['0', '-2', '1.5', 'two', ' '])('refuses WEB_CONCURRENCY=%j with a clear message', (value) => {
    expect(() => loadConfig({ DATABASE_URL: url, WEB_CONCURRENCY: value })).toThrow(
      `WEB_CONCURRENCY must be a whole number of server processes, 1 or more, got "${value}"`,
    );
  });

  it('is one with the test clock, whose moves one process alone would see', () => {
    const testNow = '2026-11-25T09:10:00+10:00';
    expect(loadConfig({ DATABASE_URL: url, TYRELINE_NOW: testNow }).webConcurrency).toBe(1);
    expect(() => loadConfig({ DATABASE_URL: url, TYRELINE_NOW: testNow, WEB_CONCURRENCY: '2' })).toThrow(
      /TYRELINE_NOW moves the clock of one process: set WEB_CONCURRENCY=1/,
    );
  });
});
