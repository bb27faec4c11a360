/** Query keys of the moderation feature: the admins' queue and user searches. */
export const moderationKeys = {
  all: ['moderation'] as const,
  queue: () => ['moderation', 'queue'] as const,
  users: (q: string) => ['moderation', 'users', q] as const,
};
