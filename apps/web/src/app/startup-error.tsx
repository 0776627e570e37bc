/** Rendered instead of the app when even the site settings cannot be read: never a blank page. */
export function StartupError() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold text-gold">The site could not start</h1>
      <p className="text-muted">Its settings did not load. Check your connection and try again.</p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="min-h-11 rounded-full bg-gold px-5 font-semibold text-night"
      >
        Retry
      </button>
    </main>
  );
}
