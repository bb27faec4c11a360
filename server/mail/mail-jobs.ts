import { z } from 'zod';
import type { Db } from '#server/db/client.ts';
import type { JobQueue } from '#server/jobs/queue.ts';
import type { Mail, Mailer } from './mailer.ts';

const MAIL_JOB = 'mail';

const mailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
});

/** Sends a mail in the background (retried when the server does not take it); `db`: a transaction to join. */
export async function queueMail(jobs: JobQueue, mail: Mail, db?: Db): Promise<void> {
  await jobs.enqueue(MAIL_JOB, { ...mail }, {}, db);
}

export function handleMailJobs(jobs: JobQueue, mailer: Mailer): void {
  jobs.handle(MAIL_JOB, async (payload) => {
    await mailer.send(mailSchema.parse(payload));
  });
}
