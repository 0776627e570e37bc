import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

// Open modals, innermost last: Escape and Tab belong to the innermost one only.
const stack: string[] = [];

type ModalProps = {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
  /** Accessible name when there is no visible heading. */
  label?: string;
  /** Id of the visible heading that names the dialog. */
  labelledBy?: string;
  placement?: 'center' | 'right';
  className?: string;
  /** Where focus goes on close; by default the element focused at opening (Safari does not focus clicked buttons). */
  returnFocusTo?: RefObject<HTMLElement | null>;
};

const placements = {
  center: 'items-end justify-center sm:items-center p-0 sm:p-4',
  right: 'items-stretch justify-end',
};

/**
 * Dialog with the behaviour people expect: focus moves in and is kept in, Escape or a click on
 * the backdrop closes, focus goes back to the opener, the page behind does not scroll.
 */
export function Modal({
  open,
  onClose,
  children,
  label,
  labelledBy,
  placement = 'center',
  className = '',
  returnFocusTo,
}: ModalProps) {
  const id = useId();
  const panel = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;
  const returnFocusRef = useRef(returnFocusTo);
  returnFocusRef.current = returnFocusTo;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    stack.push(id);
    const node = panel.current;
    (node?.querySelector<HTMLElement>(FOCUSABLE) ?? node)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (stack.at(-1) !== id || !node) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab') {
        const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
        const first = items[0];
        const last = items.at(-1);
        if (!first || !last) return;
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      }
    };
    document.addEventListener('keydown', onKeyDown);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      const index = stack.indexOf(id);
      if (index !== -1) stack.splice(index, 1);
      if (stack.length === 0) document.body.style.overflow = overflow;
      const target = returnFocusRef.current?.current ?? opener;
      if (target?.isConnected) target.focus();
    };
  }, [open, id]);

  if (!open) return null;
  return createPortal(
    <div className={`fixed inset-0 z-50 flex ${placements[placement]}`}>
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-night/75 backdrop-blur-sm motion-safe:animate-[fade-in_150ms_ease-out]"
        onClick={() => onCloseRef.current()}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        tabIndex={-1}
        className={`relative border-card-border bg-card text-card-fg shadow-2xl shadow-black/60 outline-none ${className}`}
      >
        {children}
      </div>
    </div>,
    document.body,
  );
}
