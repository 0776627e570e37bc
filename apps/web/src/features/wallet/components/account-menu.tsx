import { messages } from '@guardians/shared/common';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { Person } from '../../../components/ui/person.tsx';
import { disconnectWallet } from '../../../lib/wallet/wallet-actions.ts';
import { AdminMenuLink } from './admin-menu-link.tsx';

/** Spec 9: copy feedback resets after one second. */
const COPY_FEEDBACK_MS = 1000;

type AccountMenuProps = { address: `0x${string}`; className?: string };

const itemClasses =
  'flex min-h-11 w-full items-center rounded-lg px-3 text-left text-sm font-medium hover:bg-white/10 focus-visible:bg-white/10';

export function AccountMenu({ address, className = '' }: AccountMenuProps) {
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      trigger.current?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [open]);

  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPY_FEEDBACK_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      setCopied(true);
    } catch (error) {
      console.warn('Clipboard write failed', error);
    }
  }

  async function disconnect() {
    setOpen(false);
    await disconnectWallet().catch((error: unknown) => console.warn('Disconnect failed', error));
  }

  return (
    <div ref={root} className={`relative ${className}`}>
      <button
        ref={trigger}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
        className={buttonClasses('outline', 'max-w-52')}
        title={address}
      >
        <Person account={address} link={false} tagYou={false} avatarClassName="size-6 text-[9px]" />
      </button>
      {open && (
        <div
          id={menuId}
          className="absolute top-full right-0 z-40 mt-2 w-48 rounded-xl border border-card-border bg-card p-1 shadow-xl shadow-black/50"
        >
          <Link to={`/forge/${address}`} className={itemClasses} onClick={() => setOpen(false)}>
            Your profile
          </Link>
          <Link to="/watchlist" className={itemClasses} onClick={() => setOpen(false)}>
            Your watchlist
          </Link>
          <AdminMenuLink className={itemClasses} onNavigate={() => setOpen(false)} />
          <button type="button" className={itemClasses} onClick={copy}>
            {copied ? messages.addressCopied : 'Copy address'}
          </button>
          <button type="button" className={itemClasses} onClick={disconnect}>
            Disconnect
          </button>
        </div>
      )}
      <span role="status" className="sr-only">
        {copied ? messages.addressCopied : ''}
      </span>
    </div>
  );
}
