/** A page that could not show what it is for: why, and a button to try again. */
export function PageError({
  message,
  retryLabel,
  onRetry,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
}) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-20 text-center" role="alert">
      <p>{message}</p>
      <button type="button" onClick={onRetry} className="mt-4 rounded-md border px-4 py-1.5 text-sm">
        {retryLabel}
      </button>
    </main>
  );
}
