/** Query keys of the notifications feature: the bell's list and the saved searches. */
export const notificationKeys = {
  inbox: ['notifications', 'inbox'] as const,
  inboxOf: (userId: number | undefined) => ['notifications', 'inbox', userId] as const,
  preferences: ['notifications', 'preferences'] as const,
  preferencesOf: (userId: number | undefined) => ['notifications', 'preferences', userId] as const,
};
