import { parseSymbolListItem, type Bond } from 'shared';

const SLICE = 400;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
  private readonly checked: Array<Bond | undefined>;
  private everything: readonly Bond[] | undefined;

  constructor(private readonly items: readonly unknown[]) {
    this.checked = new Array<Bond | undefined>(items.length);
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
   * Checks the bonds not yet read, a slice per task, starting after the next frame has been painted so
   * that the page just shown is not held back; rejects with the first wrong bond.
   */
  async settle(signal?: AbortSignal): Promise<void> {
    if (this.everything !== undefined) return;
    await afterNextPaint();
    for (let start = 0; start < this.length && this.everything === undefined; start += SLICE) {
      if (signal?.aborted === true) return;
      this.slice(start, start + SLICE);
      await nextTask();
    }
    this.all();
  }
}
