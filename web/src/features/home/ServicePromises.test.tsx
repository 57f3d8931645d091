import { act, render, screen, waitFor } from '@testing-library/react';
import { SERVICE_PROMISES } from '@reshelf/domain';
import { afterEach, expect, it, vi } from 'vitest';
import { ServicePromises } from './ServicePromises';

// The strip scrolls only once it nears the viewport; the test decides when that is.
const observers: IntersectionObserverCallback[] = [];
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: IntersectionObserverCallback) {
      observers.push(callback);
    }
    observe() {}
    disconnect() {}
  },
);
afterEach(() => observers.splice(0));
const nearing = (isIntersecting: boolean) =>
  observers[0]!([{ isIntersecting } as IntersectionObserverEntry], {} as IntersectionObserver);

const marquee = (container: HTMLElement) => container.querySelector('.rfm-marquee-container');

it('shows the promises standing still until the strip nears the viewport, then scrolls them', async () => {
  const { container } = render(<ServicePromises />);
  const strip = screen.getByRole('region', { name: 'Our promises' });
  expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([...SERVICE_PROMISES]);
  for (const promise of SERVICE_PROMISES) expect(strip).toHaveTextContent(promise);
  expect(marquee(container)).toBeNull();
  expect(observers).toHaveLength(1);

  // Far away: nothing changes.
  act(() => nearing(false));
  expect(marquee(container)).toBeNull();

  await act(async () => nearing(true));
  await waitFor(() => expect(marquee(container)).not.toBeNull());
  // The list assistive technology reads stays the one list.
  expect(screen.getAllByRole('listitem')).toHaveLength(SERVICE_PROMISES.length);
});

it('keeps the promises standing still for a visitor who asks for reduced motion', async () => {
  // jsdom has no matchMedia; MUI's useMediaQuery asks it.
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('prefers-reduced-motion: reduce'),
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    }) as unknown as MediaQueryList;
  try {
    const { container } = render(<ServicePromises />);
    await act(async () => nearing(true));
    // Time for the marquee's package to load, were it to mount.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(marquee(container)).toBeNull();
    for (const promise of SERVICE_PROMISES)
      expect(screen.getByRole('region', { name: 'Our promises' })).toHaveTextContent(promise);
  } finally {
    Reflect.deleteProperty(window, 'matchMedia');
  }
});
