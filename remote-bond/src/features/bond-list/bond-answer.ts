import { parseSymbolListItem, type Bond } from '@shared/bond';

/** Bonds checked between two looks at the idle deadline (a few ms on a phone). */
const SLICE = 50;

/** How long the rest of an answer waits for an idle moment at most, each time, before it is checked anyway. */
const IDLE_WAIT_MS = 500;

/** The part of `IdleDeadline` the checks use. */
interface Deadline {
  timeRemaining(): number;
}

/** Where there are no idle callbacks: the time a task takes at most, ms (half a frame). */
const TASK_BUDGET_MS = 8;

/**
 * Resolves in the next idle period of the main thread (`requestIdleCallback`), so that checking a long
 * answer never delays input or a frame; where there is none (Safari's webview), in the next task with
 * a short budget.
 */
function nextIdle(): Promise<Deadline> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(resolve, { timeout: IDLE_WAIT_MS });
    else
      setTimeout(() => {
        const end = performance.now() + TASK_BUDGET_MS;
        resolve({ timeRemaining: () => Math.max(0, end - performance.now()) });
      }, 0);
  });
}

/** Longest wait for a frame before checking anyway (a hidden page paints none). */
const FRAME_WAIT_MS = 100;

/**
 * Resolves once the browser has painted the next frame: a task queued from a frame callback runs after
 * that frame. Without frames (a hidden page, no `requestAnimationFrame`) it resolves after {@link FRAME_WAIT_MS}.
 */
function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    const fallback = setTimeout(resolve, FRAME_WAIT_MS);
    if (typeof requestAnimationFrame !== 'function') return;
    requestAnimationFrame(() => {
      clearTimeout(fallback);
      setTimeout(resolve, 0);
    });
  });
}

/**
 * The bonds of one symbol-list answer, each checked against the contract when first read. A page of
 * nine needs nine checks, so a 5,000-bond answer paints without first checking 5,000 bonds; the rest
 * are checked right after, in slices that leave the main thread free ({@link BondAnswer.settle}).
 * A wrong bond is the same typed `malformed` error as with a whole-answer parse.
 */
export class BondAnswer {
  private readonly checked: Array<Bond | undefined> = [];
  private everything: readonly Bond[] | undefined;

  /**
   * @param items the answer's `Data.datas`, unchecked. It may be the live list of an answer still
   *   downloading (`postQuery`'s `onListProgress`): then it grows, and so does {@link length}.
   */
  constructor(private readonly items: readonly unknown[]) {}

  /** Whether this answer reads `items` (the very array, as an answer still downloading hands it over). */
  reads(items: readonly unknown[]): boolean {
    return this.items === items;
  }

  /** An answer of already checked bonds. */
  static of(bonds: readonly Bond[]): BondAnswer {
    const answer = new BondAnswer(bonds);
    answer.everything = bonds;
    bonds.forEach((bond, index) => (answer.checked[index] = bond));
    return answer;
  }

  /** Number of bonds in the answer. */
  get length(): number {
    return this.items.length;
  }

  /** Bond `index`, checked. */
  at(index: number): Bond {
    const known = this.checked[index];
    if (known !== undefined) return known;
    const bond = parseSymbolListItem(this.items[index], index);
    this.checked[index] = bond;
    return bond;
  }

  /** Bonds `start` to `end` (exclusive), checked. */
  slice(start: number, end: number): Bond[] {
    const bonds: Bond[] = [];
    for (let index = start; index < Math.min(end, this.length); index += 1) bonds.push(this.at(index));
    return bonds;
  }

  /** Every bond, checked now (sorting needs them all). */
  all(): readonly Bond[] {
    this.everything ??= this.slice(0, this.length);
    return this.everything;
  }

  /**
   * Checks the bonds not yet read in the main thread's idle time, starting after the next frame has
   * been painted so that the page just shown is not held back; rejects with the first wrong bond.
   */
  async settle(signal?: AbortSignal): Promise<void> {
    if (this.everything !== undefined) return;
    await afterNextPaint();
    let start = 0;
    while (start < this.length && this.everything === undefined) {
      const deadline = await nextIdle();
      if (signal?.aborted === true) return;
      do {
        this.slice(start, start + SLICE);
        start += SLICE;
      } while (start < this.length && deadline.timeRemaining() > 0);
    }
    this.all();
  }
}
