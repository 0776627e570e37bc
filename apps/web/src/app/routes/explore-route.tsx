/** Placeholder until the page lands. */
export function ExploreRoute() {
  return <div className="pt-nav" />;
}
