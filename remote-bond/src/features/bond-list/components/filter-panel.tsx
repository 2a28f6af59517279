import { useId, useState } from 'react';
import { EMPTY_FILTERS, RATING_FLOOR_OPTIONS, SYMBOL_FILTER_NAMES, SYMBOL_FILTERS, type RatingFloor, type SymbolFilterName, type SymbolListFilters } from '@shared/bond';
import { countFilters } from '../url-state';

type Draft = Record<SymbolFilterName, readonly string[]> & { ratingFloor: RatingFloor | '' };

/**
 * The filter panel: one named group of choices per filter of the symbol-list request (rule LST-4), and the
 * rating floor of the finder's vocabulary (rule BND-20); choices apply together.
 */
export function FilterPanel({ filters, onApply }: { filters: SymbolListFilters; onApply: (filters: SymbolListFilters) => void }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Draft>(filters);
  const panelId = useId();
  const chosen = countFilters(filters);

  const toggle = (name: SymbolFilterName, value: string) =>
    setDraft((current) => ({
      ...current,
      [name]: current[name].includes(value) ? current[name].filter((item) => item !== value) : [...current[name], value],
    }));

  return (
    <section className="bond-filters" aria-label="篩選條件">
      <button
        type="button"
        className="ui-button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setDraft(filters);
          setOpen((value) => !value);
        }}
      >
        篩選條件{chosen > 0 ? `（已選 ${chosen} 項）` : ''}
      </button>
      {open && (
        <form
          id={panelId}
          className="bond-filters__panel"
          onSubmit={(event) => {
            event.preventDefault();
            onApply(draft as SymbolListFilters);
            setOpen(false);
          }}
        >
          <div className="bond-filters__group">
            <label htmlFor={`${panelId}-floor`}>最低信評（各信評機構皆須達到）</label>
            <select id={`${panelId}-floor`} className="ui-input" value={draft.ratingFloor} onChange={(event) => setDraft((current) => ({ ...current, ratingFloor: event.target.value as RatingFloor | '' }))}>
              <option value="">不限（含無評等）</option>
              {RATING_FLOOR_OPTIONS.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
          {SYMBOL_FILTER_NAMES.map((name) => (
            <fieldset key={name} className="bond-filters__group">
              <legend>{SYMBOL_FILTERS[name].title}</legend>
              {SYMBOL_FILTERS[name].options.map((option) => (
                <label key={option.value} className="bond-filters__option">
                  <input type="checkbox" checked={draft[name].includes(option.value)} onChange={() => toggle(name, option.value)} />
                  {option.label}
                </label>
              ))}
            </fieldset>
          ))}
          <div className="bond-filters__actions">
            <button type="button" className="ui-button" onClick={() => setDraft(EMPTY_FILTERS)}>
              清除全部
            </button>
            <button type="submit" className="ui-button ui-button--primary">
              套用篩選
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
