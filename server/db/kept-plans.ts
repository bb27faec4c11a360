import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * Statements planned once per connection. A search's first page with its values written in (no
 * parameter left) is prepared under a name the first time a connection runs it; PostgreSQL plans
 * a statement without parameters once and keeps that plan, which is the plan it would make for
 * those values each time: no generic plan guesses at a value (DESIGN.md section 5). Planning was
 * more than half of PostgreSQL's work on such a statement at 1M listings: 0.4-1.0 ms against
 * 0.3-0.9 ms of execution, and pgbench answered the same statements 1.8-3.5x as often prepared
 * (bench/findings.md, thirty-second round).
 */

/** A query that asks its connection to keep its plan: its text has no parameter (one with values is never named). */
export interface KeptPlanQuery extends pg.QueryConfig {
  keepPlan: true;
}

/**
 * Plans a connection keeps: ~100 KB each in PostgreSQL (the statement, its source and its plan),
 * so at most ~20 MB a connection. Past it, new statements run unnamed, planned each time, as
 * before; a connection the pool closes when idle (or loses) takes its plans with it.
 */
export const KEPT_PLANS = 200;

/**
 * Only values written the way node-postgres sends them (text of no declared type) may be written
 * in: plain values, and lists of texts (a search's amenities), which it sends as an array literal.
 */
type WrittenValue = string | number | boolean | null | readonly string[];

const isWritable = (value: unknown): value is WrittenValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value)) ||
  (Array.isArray(value) && value.every((item) => typeof item === 'string'));

/** node-postgres's own conversion of a value to the text it sends (its utils.js; @types/pg leaves it out). */
const { prepareValue } = (pg as unknown as { utils: { prepareValue(value: WrittenValue): string } }).utils;

/**
 * The statement with its values written in as quoted literals, or undefined when a value is not
 * plain (a Date, or a list of anything but texts, which node-postgres would convert itself). A
 * quoted literal is typed from its place, as a parameter sent as text is, so the statement means
 * the same.
 */
export function writeValuesIn(text: string, values: readonly unknown[]): string | undefined {
  if (!values.every(isWritable)) return undefined;
  const literals = (values as WrittenValue[]).map((value) =>
    value === null ? 'null' : pg.escapeLiteral(prepareValue(value)),
  );
  return text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!);
}

/**
 * writeValuesIn for one statement's text, each written text kept by its values (up to KEPT_PLANS
 * of them): a recurring search gets the same string each time, whose hash the maps of kept plans
 * (here and in node-postgres) computed once, where writing a 2-4 KB text in and hashing it anew
 * took ~3% of an uncached search's CPU (bench/findings.md, forty-second round).
 */
export function keptValuesWriter(text: string): (values: readonly unknown[]) => string | undefined {
  const written = new Map<string, string>();
  return (values) => {
    // Only plain values (isWritable) have a key that tells them apart: a Date's would be a string's.
    if (!values.every(isWritable)) return undefined;
    const key = JSON.stringify(values);
    let kept = written.get(key);
    if (kept === undefined) {
      kept = writeValuesIn(text, values)!;
      if (written.size < KEPT_PLANS) written.set(key, kept);
    }
    return kept;
  };
}

/**
 * The texts one session keeps, up to KEPT_PLANS: what each is kept as (its name, or its name once
 * prepared), made under a new name the first time the text is asked for; undefined past the bound.
 */
class KeptTexts<Kept> {
  readonly #kept = new Map<string, Kept>();
  #named = 0;

  keep(text: string, make: (name: string) => Kept): Kept | undefined {
    let kept = this.#kept.get(text);
    if (kept === undefined && this.#kept.size < KEPT_PLANS) {
      kept = make(`dar_kept_${this.#named++}`);
      this.#kept.set(text, kept);
    }
    return kept;
  }

  /** The text is kept no more (it could not be prepared): its next run makes it again. */
  forget(text: string, kept: Kept): void {
    if (this.#kept.get(text) === kept) this.#kept.delete(text);
  }
}

/** A connection that names each KeptPlanQuery's text the first time it runs it, up to KEPT_PLANS. */
export class PlanKeepingClient extends pg.Client {
  readonly #names = new KeptTexts<string>();

  // pg's overloads: a config object (what the pool passes on) is all that can ask to keep a plan.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isKeptPlanQuery(config)) args[0] = { ...config, name: this.#names.keep(config.text, (name) => name) };
    return (super.query as (...args: unknown[]) => never)(...args);
  }
}

/**
 * The same on the embedded database, whose one session answers every query: each text is prepared
 * under a name the first time (SQL PREPARE, no parameter), up to KEPT_PLANS, and run with EXECUTE.
 * Planning there costs more than on PostgreSQL (the planner's size of each of the table's indexes is
 * a file system call through PGlite's WebAssembly): the statements of a price-capped first page
 * answered 1.6-1.9x as often prepared (bench/findings.md, thirty-fourth round).
 */
class PgliteKeptPlans {
  readonly #prepared = new KeptTexts<Promise<string>>();
  readonly #client: PGlite;

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** The name to EXECUTE for this text, prepared at its first run (two runs at once share it); undefined past the bound. */
  nameOf(text: string): Promise<string> | undefined {
    return this.#prepared.keep(text, (name) => {
      const preparing = this.#client.exec(`prepare ${name} as ${text}`).then(() => name);
      preparing.catch(() => this.#prepared.forget(text, preparing));
      return preparing;
    });
  }
}

/** The plans a PGlite keeps: one set per database, as its one session holds them (two sets would reuse names). */
const keptOnPglite = new WeakMap<PGlite, PgliteKeptPlans>();

export function pgliteKeptPlans(client: PGlite): PgliteKeptPlans {
  let kept = keptOnPglite.get(client);
  if (!kept) {
    kept = new PgliteKeptPlans(client);
    keptOnPglite.set(client, kept);
  }
  return kept;
}

function isKeptPlanQuery(config: unknown): config is KeptPlanQuery {
  if (typeof config !== 'object' || config === null) return false;
  const { keepPlan, values } = config as { keepPlan?: unknown; values?: unknown[] };
  return keepPlan === true && (values === undefined || values.length === 0);
}
