import { Link } from 'react-router';

type LogoLinkProps = { name: string; logo: string; className?: string; nameClassName?: string };

/** The home link: the configured logo image, named by the site name for screen readers. */
export function LogoLink({ name, logo, className = '', nameClassName = 'inline' }: LogoLinkProps) {
  return (
    <Link
      to="/"
      aria-label={name}
      className={`inline-flex min-h-11 shrink-0 items-center gap-2 rounded-lg ${className}`}
    >
      {/* Fixed box so the bar never shifts while the image loads. */}
      <img src={logo} alt="" width={48} height={48} className="size-12 object-contain" />
      <span aria-hidden="true" className={`text-lg font-bold tracking-wide text-gold ${nameClassName}`}>
        {name}
      </span>
    </Link>
  );
}
