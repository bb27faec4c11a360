/** Query keys of the bookings feature: the caller's own requests and the ones they manage. */
export const bookingKeys = {
  all: ['bookings'] as const,
  mine: (userId: number | undefined) => ['bookings', 'mine', userId] as const,
  managed: (userId: number | undefined) => ['bookings', 'managed', userId] as const,
};
