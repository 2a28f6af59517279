import { formatInteractions, INTERACTIONS, MIN_SAMPLES, poolInteractions, quantile, samplesPerRun, summarise, type InteractionFigures } from './interactions';

const figures = (build: string, samples: (number | null)[], name = 'stock: keystroke in the search'): InteractionFigures => ({ name, path: '/overseas/stock', build, samples, error: null });

describe('bench interactions', () => {
  it('takes at least 30 samples per interaction over the runs', () => {
    expect(samplesPerRun(1)).toBe(30);
    expect(samplesPerRun(5)).toBe(6);
    expect(samplesPerRun(4) * 4).toBeGreaterThanOrEqual(MIN_SAMPLES);
  });

  it('names every interaction of the issue once', () => {
    const names = INTERACTIONS.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect(INTERACTIONS.map((spec) => spec.path)).toEqual(expect.arrayContaining(['/overseas/bond', '/overseas/fund', '/overseas/account', '/overseas/stock', '/marginDeposit/trans']));
    // order entry is reached from the bond list through the cart
    expect(INTERACTIONS.find((spec) => spec.name.startsWith('order entry'))?.setup).toBeDefined();
  });

  it('pools the runs per build and interaction, then gives the median and the spread', () => {
    const pooled = poolInteractions([
      [figures('federated', [40, 24, null]), figures('one-bundle', [30])],
      [figures('federated', [56, 32, 48, 64, 16])],
    ]);
    expect(pooled).toHaveLength(2);
    const summary = summarise(pooled[0] as InteractionFigures);
    expect(summary).toMatchObject({ build: 'federated', samples: 7, missed: 1, medianMs: 40, minMs: 16, maxMs: 64, p10Ms: 16, p90Ms: 64, error: null });
    expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.9)).toBe(90);
    expect(quantile([10, 20, 30, 40, 50, 60, 70, 80, 90, 100], 0.1)).toBe(10);
    expect(summarise(figures('federated', [10, 20])).medianMs).toBe(15);
  });

  it('says why an interaction has no figure', () => {
    const summary = summarise({ ...figures('federated', []), error: 'not ready within 30000 ms' });
    expect(summary).toMatchObject({ medianMs: null, error: 'not ready within 30000 ms' });
    const table = formatInteractions([summary, summarise(figures('federated', [24, 40, 56]))]);
    expect(table).toContain('not ready within 30000 ms');
    expect(table).toMatch(/stock: keystroke in the search\s+federated\s+40 ms\s+24–56\s+24–56\s+3/);
  });
});
