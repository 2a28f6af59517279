import { useLoading } from '../stores/loading.store';

/** The loading overlay, shown while any query is in flight; the host mounts it once. */
export function LoadingOverlay() {
  const { isLoading, loadingText } = useLoading();
  if (!isLoading) return null;
  return (
    <div className="ui-loading" role="status" aria-live="polite">
      <span className="ui-loading__spinner" aria-hidden="true" />
      <span className="ui-loading__text">{loadingText}</span>
    </div>
  );
}
