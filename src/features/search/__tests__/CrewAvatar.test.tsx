import { act } from '@testing-library/react';
import { renderWithProviders } from '../../../testing/render';
import { AVATAR_DELAY_MS, CrewAvatar } from '../CrewAvatar';
import { searchApi } from '../searchApi';

/** IntersectionObserver as the page's cards meet it: the test says when an avatar enters or leaves the view. */
class FakeIntersectionObserver {
  static watching = new Map<Element, FakeIntersectionObserver>();
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(target: Element) {
    FakeIntersectionObserver.watching.set(target, this);
  }
  disconnect() {
    for (const [target, observer] of FakeIntersectionObserver.watching)
      if (observer === this) FakeIntersectionObserver.watching.delete(target);
  }
  report(target: Element, isIntersecting: boolean) {
    this.callback([{ target, isIntersecting } as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const inView = (target: Element, visible: boolean) =>
  act(() => {
    FakeIntersectionObserver.watching.get(target)?.report(target, visible);
  });
const wait = (ms: number) =>
  act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
  Object.defineProperty(window, 'IntersectionObserver', {
    configurable: true,
    writable: true,
    value: FakeIntersectionObserver,
  });
  jest.spyOn(searchApi, 'avatar').mockImplementation(async (userId) => `data:image/webp;base64,${userId}`);
});
afterEach(() => {
  FakeIntersectionObserver.watching.clear();
  delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/** Cards of users 1, 2 and 3 (twice, as two lists may show one person), and 4 without a photo. */
function renderAvatars() {
  const { container } = renderWithProviders(
    <>
      <CrewAvatar userId={1} hasPhoto />
      <CrewAvatar userId={2} hasPhoto />
      <CrewAvatar userId={3} hasPhoto />
      <CrewAvatar userId={3} hasPhoto />
      <CrewAvatar userId={4} hasPhoto={false} />
    </>,
    { route: '/search' },
  );
  return [...container.querySelectorAll('.search-avatar')];
}

describe('CrewAvatar', () => {
  it('asks for nothing while no card is in view, and never for a person without a photo', async () => {
    const avatars = renderAvatars();
    expect(avatars).toHaveLength(5);
    await wait(10 * AVATAR_DELAY_MS);
    expect(searchApi.avatar).not.toHaveBeenCalled();
    // Without a photo there is nothing to watch.
    expect(FakeIntersectionObserver.watching.has(avatars[4])).toBe(false);
  });

  it('asks 250 ms after a card comes into view, not before', async () => {
    const [first] = renderAvatars();
    inView(first, true);
    await wait(AVATAR_DELAY_MS - 1);
    expect(searchApi.avatar).not.toHaveBeenCalled();
    await wait(1);
    expect(searchApi.avatar).toHaveBeenCalledTimes(1);
    expect(searchApi.avatar).toHaveBeenCalledWith(1);
    // Asked: the card stops watching.
    expect(FakeIntersectionObserver.watching.has(first)).toBe(false);
  });

  it('asks nothing for a card scrolled past within 250 ms, and waits afresh when it comes back', async () => {
    const [, second] = renderAvatars();
    inView(second, true);
    await wait(200);
    inView(second, false);
    await wait(10 * AVATAR_DELAY_MS);
    expect(searchApi.avatar).not.toHaveBeenCalled();
    inView(second, true);
    await wait(200);
    expect(searchApi.avatar).not.toHaveBeenCalled();
    await wait(50);
    expect(searchApi.avatar).toHaveBeenCalledTimes(1);
    expect(searchApi.avatar).toHaveBeenCalledWith(2);
  });

  it('asks once for a person whose two cards come into view, and shows the photo on both', async () => {
    const avatars = renderAvatars();
    inView(avatars[2], true);
    await wait(100);
    inView(avatars[3], true);
    await wait(10 * AVATAR_DELAY_MS);
    expect(searchApi.avatar).toHaveBeenCalledTimes(1);
    expect(searchApi.avatar).toHaveBeenCalledWith(3);
    for (const avatar of avatars.slice(2, 4))
      expect(avatar.querySelector('img')).toHaveAttribute('src', 'data:image/webp;base64,3');
  });
});
