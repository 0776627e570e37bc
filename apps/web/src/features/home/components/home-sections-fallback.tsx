/** While the sections' chunk loads: the first section's shape, so the page does not jump when it lands. */
export function HomeSectionsFallback() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="mx-auto flex max-w-7xl flex-col gap-8 px-4 pt-8 pb-24 sm:px-6"
    >
      <span className="skeleton block h-4 w-40" />
      <span className="skeleton block h-10 w-72 max-w-full" />
      <span className="skeleton block h-24 w-full rounded-2xl" />
    </div>
  );
}
