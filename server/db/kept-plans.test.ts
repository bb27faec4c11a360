import { describe, expect, it } from 'vitest';
import { keptValuesWriter, writeValuesIn } from './kept-plans.ts';

describe('writeValuesIn', () => {
  it('writes each value as a quoted literal, in its place, quotes and backslashes escaped', () => {
    expect(writeValuesIn('select $1, $2, $3, $4, $10', ['rent', 25, true, null, 'x', 6, 7, 8, 9, "O'Brien"])).toBe(
      "select 'rent', '25', 'true', null, 'O''Brien'",
    );
    expect(writeValuesIn('select $1', ['a\\b'])).toBe("select  E'a\\\\b'");
  });

  it('leaves a statement whose values are not plain to run with its parameters', () => {
    expect(writeValuesIn('select $1', [new Date(0)])).toBeUndefined();
    expect(writeValuesIn('select $1', [[1]])).toBeUndefined();
    expect(writeValuesIn('select $1', [['a', null]])).toBeUndefined();
    expect(writeValuesIn('select $1', [Number.NaN])).toBeUndefined();
    expect(writeValuesIn('select $1', [10n])).toBeUndefined();
  });
});

describe('keptValuesWriter', () => {
  it('writes each set of values as writeValuesIn does, values that print alike kept apart', () => {
    const write = keptValuesWriter('select $1, $2');
    expect(write(['', 2])).toBe("select '', '2'");
    expect(write([null, 2])).toBe("select null, '2'");
    expect(write(['', 2])).toBe("select '', '2'");
    expect(write([true, '2'])).toBe("select 'true', '2'");
  });

  it('leaves values that are not plain to run with their parameters, as writeValuesIn does', () => {
    const write = keptValuesWriter('select $1');
    expect(write(['1970-01-01T00:00:00.000Z'])).toBe("select '1970-01-01T00:00:00.000Z'");
    expect(write([new Date(0)])).toBeUndefined();
    expect(write([[1, 2]])).toBeUndefined();
  });

  it('writes a list of texts as the array literal node-postgres sends, its quotes and backslashes escaped', () => {
    const write = keptValuesWriter('select $1::text[]');
    expect(write([['wifi', 'parking']])).toBe(`select '{"wifi","parking"}'::text[]`);
    // pg.escapeLiteral writes a text with a backslash as E'…' (after a space), each backslash doubled.
    expect(write([['a"b', 'c\\d']])).toBe(String.raw`select  E'{"a\\"b","c\\\\d"}'::text[]`);
  });
});
