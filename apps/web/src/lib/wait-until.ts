/**
 * Polls `check` until it is true or `timeoutMs` passes (resolves false then). The indexer follows
 * the chain a second or two behind, so after a transaction the API catches up shortly after.
 */
export async function waitUntil(
  check: () => Promise<boolean>,
  { timeoutMs = 20_000, intervalMs = 500 }: { timeoutMs?: number; intervalMs?: number } = {},
): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if (await check()) return true;
    } catch {
      // A failed poll (network hiccup) is one missed tick, not the end of the wait.
    }
    if (Date.now() >= deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
