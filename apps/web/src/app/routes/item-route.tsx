/** Placeholder until the page lands. */
export function ItemRoute() {
  return <div className="pt-nav" />;
}
