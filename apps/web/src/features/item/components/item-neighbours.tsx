import { Link } from 'react-router';
import { neighbourTokenIds } from '../utils/item-links.ts';

type ItemNeighboursProps = {
  /** The path the item lives under: /explore or /collection/{ref}. */
  basePath: string;
  tokenId: string;
  totalSupply: string | null | undefined;
};

const linkClass =
  'inline-flex min-h-11 items-center gap-1 rounded-full px-3 text-sm font-semibold text-fg hover:bg-white/10';

/** Previous and next items of the collection, by token id. */
export function ItemNeighbours({ basePath, tokenId, totalSupply }: ItemNeighboursProps) {
  const { previous, next } = neighbourTokenIds(tokenId, totalSupply);
  return (
    <nav aria-label="Other items" className="flex items-center gap-1">
      {previous && (
        <Link to={`${basePath}/${previous}`} className={linkClass} aria-label={`Previous item, #${previous}`}>
          <span aria-hidden="true">‹</span> #{previous}
        </Link>
      )}
      {next && (
        <Link to={`${basePath}/${next}`} className={linkClass} aria-label={`Next item, #${next}`}>
          #{next} <span aria-hidden="true">›</span>
        </Link>
      )}
    </nav>
  );
}
