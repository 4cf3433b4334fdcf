import { createMemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { firstScreenLoaded } from './first-screen-loaded';

/** A router at `/` whose only screen's code arrives when `arrive` is called. */
function routerWaitingForCode() {
  let arrive = () => {};
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const router = createMemoryRouter([{ path: '/', lazy: async () => (await code, { Component: () => null }) }]);
  return { router, arrive };
}

describe('firstScreenLoaded', () => {
  afterEach(() => vi.useRealTimers());

  it('waits for the screen’s code, and no longer', async () => {
    vi.useFakeTimers();
    const { router, arrive } = routerWaitingForCode();
    let settled = false;
    const loaded = firstScreenLoaded(router, 300).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(100);
    expect(settled).toBe(false);
    arrive();
    await vi.advanceTimersByTimeAsync(0);
    await loaded;
    expect(router.state.initialized).toBe(true);
    // Nothing is left listening: a later navigation does not call back into a settled wait.
    expect(vi.getTimerCount()).toBe(0);
  });

  it('gives up after the longest wait, so a slow network shows the spinner', async () => {
    vi.useFakeTimers();
    const { router } = routerWaitingForCode();
    let settled = false;
    void firstScreenLoaded(router, 300).then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(299);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toBe(true);
    expect(router.state.initialized).toBe(false);
  });

  it('answers at once when the router already has its screen', async () => {
    const router = createMemoryRouter([{ path: '/', Component: () => null }]);
    expect(router.state.initialized).toBe(true);
    await expect(firstScreenLoaded(router, 300)).resolves.toBeUndefined();
  });
});
