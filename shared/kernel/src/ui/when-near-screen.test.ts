import { whenNearScreen } from './when-near-screen';

type Callback = (entries: Array<Pick<IntersectionObserverEntry, 'isIntersecting'>>) => void;

/** A stand-in IntersectionObserver the test moves the element with. */
class FakeObserver {
  static last: FakeObserver | undefined;
  observed: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: Callback,
    readonly options: IntersectionObserverInit,
  ) {
    FakeObserver.last = this;
  }
  observe(element: Element): void {
    this.observed.push(element);
  }
  disconnect(): void {
    this.disconnected = true;
  }
}

const original = globalThis.IntersectionObserver;

afterEach(() => {
  globalThis.IntersectionObserver = original;
  FakeObserver.last = undefined;
});

describe('whenNearScreen', () => {
  beforeEach(() => {
    globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  });

  it('starts once, when the element comes near the screen, and stops watching', () => {
    const start = jest.fn();
    const element = document.createElement('div');
    whenNearScreen(element, start, '300px');
    const observer = FakeObserver.last;
    expect(observer?.observed).toEqual([element]);
    expect(observer?.options.rootMargin).toBe('300px');
    observer?.callback([{ isIntersecting: false }]);
    expect(start).not.toHaveBeenCalled();
    observer?.callback([{ isIntersecting: true }]);
    expect(start).toHaveBeenCalledTimes(1);
    expect(observer?.disconnected).toBe(true);
  });

  it('never starts for an element that went away first', () => {
    const start = jest.fn();
    const stop = whenNearScreen(document.createElement('div'), start);
    stop();
    expect(FakeObserver.last?.disconnected).toBe(true);
    expect(start).not.toHaveBeenCalled();
  });
});

describe('whenNearScreen without IntersectionObserver', () => {
  it('starts at once', () => {
    // @ts-expect-error: a browser without IntersectionObserver
    delete globalThis.IntersectionObserver;
    const start = jest.fn();
    whenNearScreen(document.createElement('div'), start);
    expect(start).toHaveBeenCalledTimes(1);
  });
});
