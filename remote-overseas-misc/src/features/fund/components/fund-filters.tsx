import { FUND_CURRENCY_OPTIONS, FUND_TYPE_OPTIONS } from '@shared/fund';
import { PRODUCT_RISK_GRADE_OPTIONS } from '@shared/account';
import type { FundListState } from '../domain/list-state';

function toggle<V extends string>(values: readonly V[], value: V): V[] {
  return values.includes(value) ? values.filter((entry) => entry !== value) : [...values, value];
}

function CheckGroup<V extends string>({ legend, name, options, chosen, onToggle }: { legend: string; name: string; options: readonly { value: V; label: string }[]; chosen: readonly V[]; onToggle: (value: V) => void }) {
  return (
    <fieldset className="fund-filters__group">
      <legend>{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="fund-filters__option">
          <input type="checkbox" name={name} value={option.value} checked={chosen.includes(option.value)} onChange={() => onToggle(option.value)} />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}

/** A change of the list's state, worked out from the state the address holds when it applies. */
export type ListPatch = Partial<FundListState> | ((current: FundListState) => Partial<FundListState>);

/**
 * The list's filters (rule FND-1): each change goes straight to the address, as a change of whatever the
 * address holds then, so two quick ticks both count.
 */
export function FundFilters({ state, houses, onChange }: { state: FundListState; houses: readonly { value: string; label: string }[]; onChange: (patch: ListPatch) => void }) {
  return (
    <div className="fund-filters" role="group" aria-label="篩選基金">
      <CheckGroup legend="基金類型" name="type" options={FUND_TYPE_OPTIONS} chosen={state.types} onToggle={(value) => onChange((current) => ({ types: toggle(current.types, value) }))} />
      <CheckGroup
        legend="計價幣別"
        name="currency"
        options={FUND_CURRENCY_OPTIONS.map((option) => ({ value: option.value, label: `${option.label} ${option.value}` }))}
        chosen={state.currencies}
        onToggle={(value) => onChange((current) => ({ currencies: toggle(current.currencies, value) }))}
      />
      <CheckGroup legend="風險等級" name="risk" options={PRODUCT_RISK_GRADE_OPTIONS} chosen={state.risks} onToggle={(value) => onChange((current) => ({ risks: toggle(current.risks, value) }))} />
      <div className="fund-filters__row">
        <label className="fund-filters__field">
          基金公司
          <select className="ui-input" value={state.house} onChange={(event) => onChange({ house: event.target.value })}>
            <option value="">全部基金公司</option>
            {houses.map((house) => (
              <option key={house.value} value={house.value}>
                {house.label}
              </option>
            ))}
          </select>
        </label>
        <label className="fund-filters__option">
          <input type="checkbox" checked={state.distributing} onChange={(event) => onChange({ distributing: event.target.checked })} />
          只看配息型
        </label>
      </div>
    </div>
  );
}
