import { NavLink } from 'react-router';
import type { NavItem } from './visible-nav-items.ts';

type NavLinksProps = {
  items: NavItem[];
  variant: 'bar' | 'drawer';
  onNavigate?: () => void;
};

const styles = {
  bar: {
    list: 'flex items-center',
    link: 'relative inline-flex min-h-11 items-center px-2 text-[0.8125rem] font-semibold tracking-wide 2xl:px-2.5 2xl:text-sm',
  },
  drawer: {
    list: 'flex flex-col gap-0.5',
    link: 'flex min-h-11 items-center rounded-lg px-3 text-base font-semibold',
  },
};

export function NavLinks({ items, variant, onNavigate }: NavLinksProps) {
  const { list, link } = styles[variant];
  return (
    <ul className={list}>
      {items.map((item) => (
        <li key={item.label}>
          <NavLink
            to={item.to}
            // Home is a prefix of every path: match it exactly.
            end={item.to === '/'}
            onClick={onNavigate}
            className={({ isActive }) =>
              `${link} transition-colors ${
                isActive
                  ? 'text-gold after:absolute after:inset-x-2 after:bottom-1 after:h-0.5 after:rounded-full after:bg-gold'
                  : 'text-fg hover:text-gold'
              } ${variant === 'drawer' && isActive ? 'bg-gold/10 after:hidden' : ''}`
            }
          >
            {item.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
