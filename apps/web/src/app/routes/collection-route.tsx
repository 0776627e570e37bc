/** Placeholder until the page lands. */
export function CollectionRoute() {
  return <div className="pt-nav" />;
}
