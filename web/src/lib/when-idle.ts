/** Runs `task` once the browser is idle (or after `timeout` ms at the latest); returns a cancel function. */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}
