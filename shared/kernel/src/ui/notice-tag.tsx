import { useId } from 'react';

/** What a {@link NoticeTag} says: the tag's words and what they mean. */
export interface Notice {
  readonly label: string;
  readonly description: string;
}

/**
 * A short tag beside a name (「除息交易中」, rule BND-11) with what it means as the tag's accessible
 * description and its tooltip, read once: the one tag of every page that marks a bond, a fund or an order.
 */
export function NoticeTag({ notice }: { notice: Notice }) {
  const id = useId();
  return (
    <>
      <span className="ui-tag" title={notice.description} aria-describedby={id}>
        {notice.label}
      </span>
      <span id={id} hidden>
        {notice.description}
      </span>
    </>
  );
}
