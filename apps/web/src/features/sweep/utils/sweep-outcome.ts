/** What the person reads once a sweep is mined: what was bought, and what was skipped at no cost. */
export function sweepOutcomeMessage(bought: number, sent: number): string {
  const items = (n: number) => `${n} ${n === 1 ? 'item' : 'items'}`;
  if (bought === sent) return `Bought ${items(bought)}.`;
  const skipped = sent - bought;
  return skipped === 1
    ? `Bought ${bought} of ${items(sent)}. 1 was no longer for sale: you were not charged for it.`
    : `Bought ${bought} of ${items(sent)}. ${skipped} were no longer for sale: you were not charged for them.`;
}
