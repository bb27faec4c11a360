/**
 * How long the first screen has the network to itself before optional code (menus, toaster)
 * may load: on slow 4G a page's code, data and first photos take about this long, and on a
 * fast link a user has not reached for a menu yet (a click loads it at once anyway).
 */
const FIRST_SCREEN_MS = 3000;

/**
 * Runs `task` once the first screen has had its time and the browser is idle (or `timeout` ms
 * later at the latest); returns a cancel function.
 */
export function whenIdle(task: () => void, timeout = 3000): () => void {
  let cancelIdle = () => {};
  const timer = setTimeout(
    () => {
      cancelIdle = onIdle(task, timeout);
    },
    Math.max(0, FIRST_SCREEN_MS - performance.now()),
  );
  return () => {
    clearTimeout(timer);
    cancelIdle();
  };
}

function onIdle(task: () => void, timeout: number): () => void {
  if ('requestIdleCallback' in window) {
    const handle = requestIdleCallback(task, { timeout });
    return () => cancelIdleCallback(handle);
  }
  const timer = setTimeout(task, Math.min(timeout, 1000));
  return () => clearTimeout(timer);
}
