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

/** Only values written the way node-postgres sends them (text of no declared type) may be written in. */
type WrittenValue = string | number | boolean | null;

const isWritable = (value: unknown): value is WrittenValue =>
  value === null ||
  typeof value === 'string' ||
  typeof value === 'boolean' ||
  (typeof value === 'number' && Number.isFinite(value));

/**
 * The statement with its values written in as quoted literals, or undefined when a value is not
 * plain (a Date or an array, which node-postgres would convert itself). A quoted literal is typed
 * from its place, as a parameter sent as text is, so the statement means the same.
 */
export function writeValuesIn(text: string, values: readonly unknown[]): string | undefined {
  if (!values.every(isWritable)) return undefined;
  const literals = (values as WrittenValue[]).map((value) =>
    value === null ? 'null' : pg.escapeLiteral(String(value)),
  );
  return text.replace(/\$(\d+)/g, (_, n: string) => literals[Number(n) - 1]!);
}

/** A connection that names each KeptPlanQuery's text the first time it runs it, up to KEPT_PLANS. */
export class PlanKeepingClient extends pg.Client {
  readonly #names = new Map<string, string>();

  // pg's overloads: a config object (what the pool passes on) is all that can ask to keep a plan.
  override query(...args: unknown[]): never {
    const [config] = args;
    if (isKeptPlanQuery(config)) args[0] = { ...config, name: this.#nameOf(config.text) };
    return (super.query as (...args: unknown[]) => never)(...args);
  }

  #nameOf(text: string): string | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < KEPT_PLANS) {
      name = `dar_kept_${this.#names.size}`;
      this.#names.set(text, name);
    }
    return name;
  }
}

/**
 * The same on the embedded database, whose one session answers every query: each text is prepared
 * under a name the first time (SQL PREPARE, no parameter), up to KEPT_PLANS, and run with EXECUTE.
 * Planning there costs more than on PostgreSQL (the planner's size of each of the table's indexes is
 * a file system call through PGlite's WebAssembly): the statements of a price-capped first page
 * answered 1.6-1.9x as often prepared (bench/findings.md, thirty-fourth round).
 */
export class PgliteKeptPlans {
  readonly #names = new Map<string, Promise<string>>();
  readonly #client: PGlite;
  #prepared = 0;

  constructor(client: PGlite) {
    this.#client = client;
  }

  /** The name to EXECUTE for this text, prepared at its first run; undefined past the bound. */
  nameOf(text: string): Promise<string> | undefined {
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < KEPT_PLANS) {
      const chosen = `dar_kept_${this.#prepared++}`;
      const preparing = this.#client.exec(`prepare ${chosen} as ${text}`).then(() => chosen);
      // A text that failed to prepare is prepared again at its next run (under another name).
      preparing.catch(() => this.#names.get(text) === preparing && this.#names.delete(text));
      this.#names.set(text, preparing);
      name = preparing;
    }
    return name;
  }
}

function isKeptPlanQuery(config: unknown): config is KeptPlanQuery {
  if (typeof config !== 'object' || config === null) return false;
  const { keepPlan, values } = config as { keepPlan?: unknown; values?: unknown[] };
  return keepPlan === true && (values === undefined || values.length === 0);
}
