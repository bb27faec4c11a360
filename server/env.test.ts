import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { EnvError, loadEnv, publicOrigin, trustProxyOption } from './env.ts';

const dirs: string[] = [];
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'dar-env-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('loadEnv', () => {
  it('has safe defaults: 127.0.0.1:3000, embedded database', () => {
    const env = loadEnv({ DATA_DIR: tempDir() });
    expect(env).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', SEED_DEMO_DATA: true });
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it('names the variable that is wrong', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), SESSION_SECRET: 'short' })).toThrow(/SESSION_SECRET/);
  });

  it('refuses half an OIDC or admin configuration', () => {
    expect(() => loadEnv({ DATA_DIR: tempDir(), OIDC_ISSUER: 'https://id.example' })).toThrow(/OIDC/);
    expect(() => loadEnv({ DATA_DIR: tempDir(), ADMIN_EMAIL: 'a@b.iq' })).toThrow(/ADMIN_PASSWORD/);
  });

  it('takes an S3 bucket with its settings, and refuses half of one', () => {
    const env = loadEnv({
      DATA_DIR: tempDir(),
      S3_BUCKET: 'photos',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      S3_FORCE_PATH_STYLE: 'true',
      PHOTO_BASE_URL: 'https://cdn.dar.iq/photos',
    });
    expect(env).toMatchObject({ S3_BUCKET: 'photos', S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: true });
    expect(() => loadEnv({ DATA_DIR: tempDir(), S3_BUCKET: 'photos', S3_ACCESS_KEY_ID: 'key' })).toThrow(
      /S3_SECRET_ACCESS_KEY/,
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(/S3_BUCKET/);
    // The pages' Content-Security-Policy loads images over https only.
    expect(() => loadEnv({ DATA_DIR: tempDir(), PHOTO_BASE_URL: 'http://cdn.dar.iq' })).toThrow(/PHOTO_BASE_URL/);
  });

  it('generates a session secret once and keeps it in DATA_DIR', () => {
    const dir = tempDir();
    const first = loadEnv({ DATA_DIR: dir }).SESSION_SECRET;
    expect(first).toHaveLength(64);
    expect(readFileSync(join(dir, 'session-secret'), 'utf8')).toBe(first);
    expect(loadEnv({ DATA_DIR: dir }).SESSION_SECRET).toBe(first);
  });

  it('refuses a shared database without SESSION_SECRET: each process would make its own', () => {
    const dir = tempDir();
    const DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/dar';
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_URL })).toThrow(EnvError);
    expect(() => loadEnv({ DATA_DIR: dir, DATABASE_URL, SESSION_SECRET: '' })).toThrow(/SESSION_SECRET.*DATABASE_URL/);
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
    const secret = 'y'.repeat(40);
    expect(loadEnv({ DATA_DIR: dir, DATABASE_URL, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
  });

  it('uses SESSION_SECRET when given and writes nothing', () => {
    const dir = tempDir();
    const secret = 'x'.repeat(40);
    expect(loadEnv({ DATA_DIR: dir, SESSION_SECRET: secret }).SESSION_SECRET).toBe(secret);
    expect(existsSync(join(dir, 'session-secret'))).toBe(false);
  });
});

describe('publicOrigin', () => {
  it("is PUBLIC_URL's origin, without a path or a trailing slash", () => {
    expect(publicOrigin({ PUBLIC_URL: 'https://dar.iq/', HOST: '0.0.0.0', PORT: 8080 })).toBe('https://dar.iq');
    expect(publicOrigin({ PUBLIC_URL: 'https://Dar.iq:8443/app', HOST: '127.0.0.1', PORT: 3000 })).toBe(
      'https://dar.iq:8443',
    );
  });

  it('falls back to the address `npm start` listens on', () => {
    expect(publicOrigin({ PUBLIC_URL: undefined, HOST: '127.0.0.1', PORT: 3000 })).toBe('http://127.0.0.1:3000');
    expect(publicOrigin({ PUBLIC_URL: undefined, HOST: '0.0.0.0', PORT: 3000 })).toBe('http://localhost:3000');
    expect(publicOrigin({ PUBLIC_URL: undefined, HOST: '::1', PORT: 3000 })).toBe('http://[::1]:3000');
  });
});

describe('mail and proxy settings', () => {
  it('takes an smtp(s) URL and refuses anything else, naming SMTP_URL', () => {
    expect(loadEnv({ DATA_DIR: tempDir(), SMTP_URL: 'smtp://user:pass@mail.example:587' }).SMTP_URL).toBe(
      'smtp://user:pass@mail.example:587',
    );
    expect(() => loadEnv({ DATA_DIR: tempDir(), SMTP_URL: 'https://mail.example' })).toThrow(/SMTP_URL/);
  });

  it('trusts no proxy by default, a hop count or proxy addresses when told', () => {
    expect(trustProxyOption(loadEnv({ DATA_DIR: tempDir() }))).toBe(false);
    const hops = trustProxyOption(loadEnv({ DATA_DIR: tempDir(), TRUST_PROXY: '2' }));
    expect(typeof hops === 'function' && [hops('a', 0), hops('a', 1), hops('a', 2)]).toEqual([true, true, false]);
    expect(trustProxyOption(loadEnv({ DATA_DIR: tempDir(), TRUST_PROXY: '10.0.0.1, 10.1.0.0/16' }))).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
    ]);
    expect(() => loadEnv({ DATA_DIR: tempDir(), TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});
