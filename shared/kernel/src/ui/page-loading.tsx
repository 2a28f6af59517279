/** What a page area shows while its code or first data arrives. */
export function PageLoading({ label = '頁面載入中…' }: { label?: string }) {
  return (
    <div className="ui-page-loading" role="status" aria-live="polite">
      {label}
    </div>
  );
}
