import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useIdleCode } from './use-idle-code.ts';

describe('useIdleCode', () => {
  it('asks for the code once the page is idle, and says when it is here', async () => {
    const load = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useIdleCode(load));
    expect(result.current.isLoaded).toBe(false);
    await waitFor(() => expect(result.current.isLoaded).toBe(true), { timeout: 8000 });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves the screen as it is when the code cannot come (offline), and tries again when asked', async () => {
    let online = false;
    const load = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const { result } = renderHook(() => useIdleCode(load));
    await act(async () => result.current.loadNow());
    expect(load).toHaveBeenCalledTimes(1);
    expect(result.current.isLoaded).toBe(false);

    online = true;
    await act(async () => result.current.loadNow());
    expect(result.current.isLoaded).toBe(true);
  });
});
