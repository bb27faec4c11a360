import type { TestApp } from '#server/test-utils/test-app.ts';
import { type Actor, insertListing, type Request, type World } from '../harness.ts';

/**
 * The cells of the access matrix (access-matrix.ts) and what its feature files share: who may do
 * what (DESIGN.md section 7), one entry per route of the app. Each cell is run on
 * fresh fixtures: `own` is the actor's object, `others` belongs to another owner (the owner's
 * for everyone but the owner, the other owner's for the owner), `missing` does not exist, and
 * `none` is a route without an object.
 */
export type Target = 'own' | 'others' | 'missing' | 'none';
export type Cell = number | Partial<Record<Target, number>>;

export interface CellContext {
  t: TestApp;
  world: World;
  actor: Actor;
  target: Target;
}

export interface MatrixCase {
  name: string;
  targets: readonly Target[];
  request(context: CellContext): Promise<Request>;
  expected: Record<Actor, Cell>;
}

export const MISSING_ID = 2_000_000_000;
export const NONE = ['none'] as const;
export const OBJECTS = ['own', 'others', 'missing'] as const;

export function expectedStatus(c: MatrixCase, actor: Actor, target: Target): number {
  const cell = c.expected[actor];
  if (typeof cell === 'number') return cell;
  const status = cell[target];
  if (status === undefined) throw new Error(`${c.name}: no expectation for ${actor} on ${target}`);
  return status;
}

export const everyone = (cell: Cell): Record<Actor, Cell> => ({
  visitor: cell,
  renter: cell,
  owner: cell,
  otherOwner: cell,
  admin: cell,
});
export const signedIn = (cell: Cell): Record<Actor, Cell> => ({
  visitor: 401,
  renter: cell,
  owner: cell,
  otherOwner: cell,
  admin: cell,
});

/** The user whose objects count as "someone else's" for this actor. */
export function otherOf(world: World, actor: Actor) {
  return actor === 'owner' ? world.users.otherOwner : world.users.owner;
}

/** The actor's own user; a visitor has none, so their "own" object is the owner's. */
export function selfOf(world: World, actor: Actor) {
  return actor === 'visitor' ? world.users.owner : world.users[actor];
}

/** A listing of the actor, of someone else, or the id of none. */
export async function listingId({ t, world, actor, target }: CellContext): Promise<number> {
  if (target === 'missing') return MISSING_ID;
  const owner = target === 'own' ? selfOf(world, actor) : otherOf(world, actor);
  return (await insertListing(t.db, owner.id)).id;
}

export const publicGet = (name: string, url: string): MatrixCase[] => [
  {
    name,
    targets: NONE,
    request: async ({ world, actor }) => ({ method: 'GET', url, headers: world.headers(actor) }),
    expected: everyone(200),
  },
];

export const en = (url: string) => `${url}${url.includes('?') ? '&' : '?'}lang=en`;

/** One feature's routes: `METHOD /path` → its cases. */
export type AccessEntries = Record<string, MatrixCase[]>;
