import { describe, expect, it } from 'vitest';
import { logOptions } from './app.ts';
import { testEnv } from './test-utils/test-app.ts';

describe('logOptions', () => {
  it('prints readable lines at a terminal and JSON lines otherwise, with secrets redacted either way', () => {
    const env = testEnv({ LOG_LEVEL: 'info' });
    expect(logOptions(env, true)).toMatchObject({ level: 'info', transport: { target: 'pino-pretty' } });
    const json = logOptions(env, false) as Record<string, unknown>;
    expect(json.transport).toBeUndefined();
    for (const options of [json, logOptions(env, true) as Record<string, unknown>]) {
      expect(options.redact).toEqual(expect.arrayContaining(['req.headers.cookie', 'req.headers.authorization']));
    }
  });
});
