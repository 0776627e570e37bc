import { useParams } from 'react-router';
import { MintPage } from '../../features/mint/components/mint-page.tsx';

/** /mint/:collectionRef (slug or address): the collection's presale; the wallet page's 'Presale' leads here. */
export function MintRoute() {
  const { collectionRef = '' } = useParams();
  // Slugs and addresses are lower-case on the server; /mint/Guardians still finds it.
  const ref = collectionRef.toLowerCase();
  return <MintPage key={ref} collectionRef={ref} />;
}
