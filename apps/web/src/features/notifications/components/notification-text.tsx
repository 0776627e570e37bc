import type { Notification } from '@guardians/shared/notifications';
import { Person } from '../../../components/ui/person.tsx';
import { itemName, subjectName } from '../utils/notification-target.ts';

/** A person inside the row's link: name only (the row is the link; a nested one is not allowed). */
function Who({ account }: { account: string }) {
  return <Person account={account} link={false} avatar={false} className="font-semibold text-fg" />;
}

const Strong = ({ children }: { children: string }) => (
  <strong className="font-semibold text-fg">{children}</strong>
);

/** The sentence a notification reads as, people shown by name. */
export function NotificationText({ notification: n }: { notification: Notification }) {
  switch (n.kind) {
    case 'offer_received':
      return (
        <>
          <Who account={n.offerer} /> offered <Strong>{`${n.amountEther} WETH`}</Strong> for{' '}
          <Strong>{itemName(n.target)}</Strong>
        </>
      );
    case 'offer_accepted':
      return (
        <>
          <Who account={n.seller} /> accepted your offer of <Strong>{`${n.amountEther} WETH`}</Strong> for{' '}
          <Strong>{itemName(n.target)}</Strong>
        </>
      );
    case 'outbid':
      return (
        <>
          Your offer of {`${n.yourAmountEther} WETH`} on <Strong>{subjectName(n.target)}</Strong> was outbid:{' '}
          <Who account={n.offerer} /> offered <Strong>{`${n.amountEther} WETH`}</Strong>
        </>
      );
    case 'listing_sold':
      return (
        <>
          <Strong>{itemName(n.target)}</Strong> sold to <Who account={n.buyer} /> for{' '}
          <Strong>{`${n.priceEther} ETH`}</Strong>
        </>
      );
    case 'price_drop':
      return <PriceDropText notification={n} />;
  }
}

function PriceDropText({ notification: n }: { notification: Extract<Notification, { kind: 'price_drop' }> }) {
  const alert = `your alert of ${n.alertPriceEther} ETH`;
  const price = <Strong>{`${n.priceEther} ETH`}</Strong>;
  if (n.watch === 'item') {
    return (
      <>
        <Strong>{itemName(n.target)}</Strong> is listed at {price}, at or under {alert}
      </>
    );
  }
  const what =
    n.watch === 'trait' && n.target.trait
      ? `${n.target.trait.type}: ${n.target.trait.value} in ${n.target.collectionName}`
      : n.target.collectionName;
  return (
    <>
      The floor of <Strong>{what}</Strong> is now {price} ({itemName(n.target)}), at or under {alert}
    </>
  );
}
