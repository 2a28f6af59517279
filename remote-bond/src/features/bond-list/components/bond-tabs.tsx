import { TAB_LABELS, type BondTab } from '../url-state';

const TABS: readonly BondTab[] = ['picks', 'quotes', 'favorites'];

/** The list's three tabs (rule LST-1); arrow keys move between them as in any tab list. */
export function BondTabs({ selected, onSelect }: { selected: BondTab | null; onSelect: (tab: BondTab) => void }) {
  const focusTab = (index: number) => {
    const next = TABS[(index + TABS.length) % TABS.length];
    if (next === undefined) return;
    onSelect(next);
    document.getElementById(`bond-tab-${next}`)?.focus();
  };
  return (
    <div role="tablist" aria-label="債券清單" className="bond-tabs">
      {TABS.map((tab, index) => (
        <button
          key={tab}
          id={`bond-tab-${tab}`}
          type="button"
          role="tab"
          aria-selected={selected === tab}
          aria-controls="bond-list-panel"
          tabIndex={selected === tab || (selected === null && index === 0) ? 0 : -1}
          className="bond-tabs__tab"
          onClick={() => onSelect(tab)}
          onKeyDown={(event) => {
            if (event.key === 'ArrowRight') focusTab(index + 1);
            else if (event.key === 'ArrowLeft') focusTab(index - 1);
          }}
        >
          {TAB_LABELS[tab]}
        </button>
      ))}
    </div>
  );
}
