import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { watchUnauthorized } from '../api/session.ts';

/** Mount once inside the QueryClientProvider: any 401 signs the UI out. */
export function SessionWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => watchUnauthorized(queryClient), [queryClient]);
  return null;
}
