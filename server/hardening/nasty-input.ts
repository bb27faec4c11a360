import fc from 'fast-check';

/**
 * What people and attackers actually send: the shapes of input that break servers. Used by the
 * fuzz tests of every route.
 */
const EDGE_STRINGS = [
  '',
  ' ',
  '\u0000',
  'Zai\u0000nab',
  '\u200f\u200eRTL marks\u202e',
  '\u200b\u200c\u200d\ufeff',
  '👨‍👩‍👧‍👦🏠🇮🇶',
  'شُقَّةٌ فِي بَغْدَادَ',
  'ـــشقةـــ',
  'خانووی کوردی لە هەولێر',
  '\ud800',
  'a\udfffb',
  'NaN',
  'Infinity',
  '-Infinity',
  '1e999',
  '-0',
  '0x10',
  '1_000',
  '٣٤٥',
  'null',
  'true',
  '[]',
  '{}',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "' OR 1=1 --",
  "'); drop table users; --",
  '%00',
  '%',
  '../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '{{7*7}} $\u{7b}7*7}',
  '\r\nSet-Cookie: sid=evil',
  '__proto__',
  'constructor',
  'a@b',
  'x'.repeat(256),
];

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...EDGE_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1_000, max: 20_000 }).map((n) => 'ش'.repeat(n)) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, 2 ** 63, 1e308, -1e308, 5e-324),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

const leaf: fc.Arbitrary<unknown> = fc.oneof(nastyString, nastyNumber, fc.boolean(), fc.constant(null));

/** Any JSON value, nested a little. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    leaf,
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(nastyString, fc.constantFrom('id', 'ownerId', 'role', 'status', 'available')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

/** JSON nested thousands of levels deep. */
export const deepJson: fc.Arbitrary<string> = fc
  .integer({ min: 500, max: 20_000 })
  .chain((depth) =>
    fc.constantFrom(`${'['.repeat(depth)}${']'.repeat(depth)}`, `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );

/** Bodies that are not what their Content-Type says, or not JSON at all. */
export const rawBody: fc.Arbitrary<{ payload: string | Buffer; contentType: string | undefined }> = fc.oneof(
  fc.record({
    payload: fc.constantFrom(
      '{"a":',
      '{"status":"confirmed","status":"declined"}',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"isAdmin":true}}}',
      "{'single':'quotes'}",
      '{"a":1,}',
      'NaN',
      '\ufeff{}',
      '"\\ud800"',
      '[1,2,3]',
      'null',
      '',
    ),
    contentType: fc.constantFrom('application/json', 'application/json; charset=utf-16', 'application/JSON'),
  }),
  fc.record({ payload: deepJson, contentType: fc.constant('application/json') }),
  fc.record({
    payload: fc.constantFrom('a=1&role=admin', '<x/>', 'plain text', '--b\r\n\r\n--b--'),
    contentType: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'application/xml',
      'multipart/form-data',
      'multipart/form-data; boundary=b',
      'image/jpeg',
      undefined,
    ),
  }),
  // Larger than the 1 MB body limit.
  fc.record({
    payload: fc.constant(`{"message":"${'x'.repeat(1024 * 1024 + 10)}"}`),
    contentType: fc.constant('application/json'),
  }),
);

/** A path segment an attacker might put where an id goes. */
export const nastySegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '0',
    '-1',
    '1.5',
    '1e3',
    '0x10',
    '+1',
    ' 1',
    '01',
    '1.0',
    '0b1',
    '2147483648',
    '99999999999999999999',
    'NaN',
    '%00',
    '..',
    '%2e%2e',
    '%E0%A4%A',
    '%',
    'null',
  ),
  nastyString.filter((s) => s.length < 300).map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);
