import { parseArgs } from 'node:util';
import { z } from 'zod';
import { DataDirInUseError } from '#server/db/client.ts';
import { loadEnv } from '#server/env.ts';
import { createAdmin } from '#server/features/auth/create-admin.ts';
import { openMigratedDatabase } from '#server/startup.ts';

/** `npm run admin:create -- --email E --password P`: creates or promotes an administrator. */
const { values } = parseArgs({ options: { email: { type: 'string' }, password: { type: 'string' } } });
const input = z
  .object({
    email: z.email('--email must be an e-mail address'),
    password: z.string().min(8, '--password needs 8 to 128 characters').max(128),
  })
  .safeParse(values);
if (!input.success) {
  console.error(
    `Usage: npm run admin:create -- --email E --password P\n${input.error.issues.map((i) => i.message).join('\n')}`,
  );
  process.exit(2);
}

try {
  const database = await openMigratedDatabase(loadEnv());
  try {
    const outcome = await createAdmin(database.db, input.data.email, input.data.password);
    console.log(`Administrator ${input.data.email.toLowerCase()} ${outcome}.`);
  } finally {
    await database.close();
  }
} catch (error) {
  console.error(error instanceof DataDirInUseError ? error.message : error);
  process.exit(1);
}
