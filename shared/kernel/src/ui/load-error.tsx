/**
 * A read that failed, as every page shows it: the reason in words and 重新查詢, announced as an alert, so
 * that no page's data is ever left loading for good (rule API-10). `className` places it in the page's own
 * layout; `retrying` keeps the failure in place, its button busy, while the read it asked for is on its way.
 */
export function LoadError({ message, onRetry, className, retrying = false }: { message: string; onRetry: () => void; className?: string; retrying?: boolean }) {
  return (
    <div className={className} role="alert">
      <p>{message}</p>
      <button type="button" className="ui-button ui-button--primary" onClick={onRetry} disabled={retrying} aria-busy={retrying}>
        {retrying ? '查詢中…' : '重新查詢'}
      </button>
    </div>
  );
}
