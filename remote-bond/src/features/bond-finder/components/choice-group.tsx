import { memo, type ReactElement } from 'react';
import type { LabelledOption } from 'shared/contracts';

/** Props of {@link ChoiceGroup}. */
export interface ChoiceGroupProps<V extends string> {
  readonly legend: string;
  readonly options: readonly LabelledOption<V>[];
  readonly chosen: readonly V[];
  readonly onChange: (chosen: V[]) => void;
}

/**
 * Several choices of one criterion (幣別, 發行機構類型): checkboxes in a named group; none ticked is 不限.
 * Renders again only when its props change: keep `options` and `onChange` the same across renders.
 */
export const ChoiceGroup = memo(function ChoiceGroup<V extends string>({ legend, options, chosen, onChange }: ChoiceGroupProps<V>) {
  return (
    <fieldset className="finder-field finder-choices">
      <legend>
        {legend}
        <span className="finder-sub">{chosen.length === 0 ? '不限' : `已選 ${chosen.length} 項`}</span>
      </legend>
      <div className="finder-choices__options">
        {options.map((option) => (
          <label key={option.value} className="finder-choice">
            <input
              type="checkbox"
              checked={chosen.includes(option.value)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value))}
            />
            {option.label}
          </label>
        ))}
      </div>
    </fieldset>
  );
}) as <V extends string>(props: ChoiceGroupProps<V>) => ReactElement;
