import { PGlite, type Results } from '@electric-sql/pglite';
import { Column, fillPlaceholders, is, type Query, SQL } from 'drizzle-orm';
import pg from 'pg';
import type { Db, Tx } from './client.ts';
import { type KeptPlanQuery, keptValuesWriter, pgliteKeptPlans } from './kept-plans.ts';

/** A select compiled once, run with each call's values. */
export interface CompiledSelect<Row> {
  /**
   * `keepPlan`: the statement with these values written in is planned once per connection (on
   * PostgreSQL) or once per embedded database (PGlite), kept-plans.ts; ask it only of statements
   * whose values recur (a few hundred texts).
   */
  run(values: Record<string, unknown>, options?: { keepPlan?: boolean }): Promise<Row[]>;
}

/** What a select builder gives: its SQL with placeholders, the flat selection it maps to a row, drizzle's own prepared form. */
interface Select<Row> {
  toSQL(): Query;
  _: { selectedFields: Record<string, unknown> };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<Row[]> };
}

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** An expression's decoder (`mapWith`), which drizzle's own mapping reads; its types leave it out. */
const decoderOfSql = (expression: SQL) => (expression as unknown as { decoder: Decoder }).decoder;

function decoderOf(name: string, field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, SQL.Aliased)) return decoderOfSql(field.sql);
  throw new Error(`compileSelect: ${name} is not a column or an SQL expression (a nested selection is not mapped)`);
}

/** Dates, times and intervals stay the text PostgreSQL sends, as drizzle reads them (its own parsers). */
const TEXT_TYPE_IDS = [1082, 1114, 1184, 1186, 1115, 1182, 1185, 1187, 1231];
const identity = (value: unknown) => value;
const PG_TYPES = {
  getTypeParser: (id: number, format?: 'text' | 'binary') =>
    TEXT_TYPE_IDS.includes(id) ? identity : pg.types.getTypeParser(id, format),
};
const PGLITE_PARSERS = Object.fromEntries(TEXT_TYPE_IDS.map((id) => [id, identity]));

/** `written`: the text with its values written in, to run under a kept plan (kept-plans.ts). */
type ArrayQuery = (text: string, values: unknown[], written: string | undefined) => Promise<unknown[][]>;

/**
 * The handle's driver asked for rows as arrays: PGlite, or node-postgres (a pool, or the replica's
 * read pool). One per compiled statement; the bench sends a search's statements to PGlite alone
 * through it too.
 */
export function arrayQuery(client: unknown): ArrayQuery {
  if (client instanceof PGlite) {
    const kept = pgliteKeptPlans(client);
    // PGlite merges a query's parsers into its own ~320 (one per type and array type) at every
    // query: 0.2-0.25 ms each. A statement whose first answer has no date, time or interval
    // column (a search page's ids, versions and text keys) runs without them after it.
    let options: { rowMode: 'array'; parsers?: typeof PGLITE_PARSERS } = { rowMode: 'array', parsers: PGLITE_PARSERS };
    return async (text, values, written) => {
      const name = written === undefined ? undefined : await kept.nameOf(written);
      // A kept plan runs by the simple protocol, one message and a sync, where PGlite's query()
      // makes six calls into its WebAssembly (parse, describe, bind, describe, execute, sync):
      // 1.4-1.5x as many runs of the same EXECUTE alone (bench/findings.md, forty-third round).
      const result =
        name === undefined
          ? await client.query<unknown[]>(text, values, options)
          : ((await client.exec(`execute ${name}`, options))[0] as Results<unknown[]>);
      const { fields } = result;
      if (options.parsers && fields.length > 0 && !fields.some((field) => TEXT_TYPE_IDS.includes(field.dataTypeID))) {
        options = { rowMode: 'array' };
      }
      return result.rows;
    };
  }
  const pool = client as Pick<pg.Pool, 'query'>;
  return async (text, values, written) => {
    const config: pg.QueryConfig & Partial<KeptPlanQuery> =
      written === undefined ? { text, values } : { text: written, values: [], keepPlan: true };
    return (await pool.query<unknown[]>({ ...config, rowMode: 'array', types: PG_TYPES })).rows;
  };
}

/**
 * A select compiled once and run many times with its values (a search page's statement, its count):
 * each row comes as an array and is decoded by a loop over its columns' own decoders. drizzle's
 * `.execute()` of the same prepared statement maps each value through mapResultRow (entity checks and
 * paths per value): a page's database call took 141 µs of Node CPU that way and 107 µs this way
 * (15 cards, medians; bench/findings.md, twenty-sixth round). Same driver, same statement
 * (PostgreSQL's unnamed one, planned with each run's values, unless its plan is kept), same values out.
 *
 * Inside a transaction (no driver of its own: its connection is drizzle's) the statement runs
 * through drizzle, and keeps no plan.
 */
export function compileSelect<Row>(db: Db | Tx, select: Select<Row>): CompiledSelect<Row> {
  const client = (db as { $client?: unknown }).$client;
  if (client === undefined) {
    const statement = select.prepare('');
    return { run: (values) => statement.execute(values) };
  }
  const { sql: text, params } = select.toSQL();
  const names = Object.keys(select._.selectedFields);
  const decoders = names.map((name) => decoderOf(name, select._.selectedFields[name]));
  const query = arrayQuery(client);
  const writeIn = keptValuesWriter(text);
  return {
    async run(values, options) {
      const filled = fillPlaceholders(params, values);
      const rows = await query(text, filled, options?.keepPlan ? writeIn(filled) : undefined);
      return rows.map((values) => {
        const row: Record<string, unknown> = {};
        for (let i = 0; i < names.length; i++) {
          const value = values[i];
          row[names[i]!] = value === null ? null : decoders[i]!.mapFromDriverValue(value);
        }
        return row as Row;
      });
    },
  };
}
