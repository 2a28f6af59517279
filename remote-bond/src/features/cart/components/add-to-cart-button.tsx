import { useId } from 'react';
import type { Bond } from '@shared/bond';

/** Props of {@link AddToCartButton}. */
export interface AddToCartButtonProps {
  bond: Bond;
  /** Why the customer may not buy the bond (rule ORD-5), or null when the customer may. */
  refusal: string | null;
  className: string;
  /** The button's accessible name where the visible 加入購物車 alone would be ambiguous (a row of a list). */
  label?: string;
  onAdd: (bond: Bond) => void;
}

/**
 * 加入購物車, with the reason beside it when the customer may not buy the bond (rule ORD-5). Refused, the
 * button stays focusable (aria-disabled, described by the reason) so a screen reader hears why; pressed,
 * it asks the cart, which refuses with the reason in the page's status line and saves nothing. Its look
 * (`.add-to-cart`, `.add-to-cart__refusal`) comes with the page that shows it (bond-list.css,
 * bond-detail.css): a style module of its own would cost the list's first view more than the rules.
 */
export function AddToCartButton({ bond, refusal, className, label, onAdd }: AddToCartButtonProps) {
  const reasonId = useId();
  return (
    <>
      <button
        type="button"
        className={`add-to-cart ${className}`}
        aria-label={label}
        aria-disabled={refusal === null ? undefined : true}
        aria-describedby={refusal === null ? undefined : reasonId}
        onClick={() => onAdd(bond)}
      >
        加入購物車
      </button>
      {refusal === null ? null : (
        <span id={reasonId} className="add-to-cart__refusal">
          {refusal}
        </span>
      )}
    </>
  );
}
