/** Placeholder until the page lands. */
export function CollectionsRoute() {
  return <div className="pt-nav" />;
}
