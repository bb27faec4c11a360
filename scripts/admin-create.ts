import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DataDirInUseError } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { createAdmin } from '#server/features/auth/create-admin.ts';
import { openMigratedDatabase } from '#server/startup.ts';

/**
 * `npm run admin:create -- --email E --password P [--force]`: creates or promotes an administrator.
 * An existing account whose address was never verified is promoted only with --force.
 */
const { values } = parseArgs({
  options: { email: { type: 'string' }, password: { type: 'string' }, force: { type: 'boolean', default: false } },
});
const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    force: z.boolean(),
    password: z.string().min(8, '--password needs 8 to 128 characters').max(128),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    `Usage: npm run admin:create -- --email E --password P [--force]\n${input.error.issues.map((i) => i.message).join('\n')}`,
  );
  process.exit(2);
}

try {
  const database = await openMigratedDatabase(loadEnv());
  try {
    const outcome = await createAdmin(database.db, input.data.email, input.data.password, {
      force: input.data.force,
      engine: database.engine,
    });
    if (outcome === 'unverified') {
      console.error(
        `Not promoted: ${input.data.email.toLowerCase()} belongs to an account whose e-mail address was never ` +
          'verified (anyone may register an address). Ask its owner to verify it, or run again with --force ' +
          'if you know whose account it is.',
      );
      process.exitCode = 3;
    } else {
      console.log(`Administrator ${input.data.email.toLowerCase()} ${outcome}.`);
    }
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
