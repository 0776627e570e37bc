import { dismissToast, type Toast, useToasts } from '../../lib/toast.ts';

const tone: Record<Toast['kind'], string> = {
  loading: 'border-card-border',
  info: 'border-gold/60',
  success: 'border-emerald-400/70',
  error: 'border-red-400/80',
};

function ToastIcon({ kind }: { kind: Toast['kind'] }) {
  if (kind === 'loading') {
    return (
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-gold border-t-transparent"
      />
    );
  }
  const symbol = { info: 'i', success: '✓', error: '!' }[kind];
  return (
    <span
      aria-hidden="true"
      className="grid size-5 place-items-center rounded-full bg-white/10 text-xs font-bold"
    >
      {symbol}
    </span>
  );
}

/** Spec 9: bottom-right, at most three at a time. Errors are announced assertively. */
export function Toaster() {
  const toasts = useToasts();
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed right-4 bottom-4 z-50 flex w-80 max-w-[calc(100vw-2rem)] flex-col gap-2"
    >
      {toasts.map((t) => (
        <div
          key={t.id}
          role={t.kind === 'error' ? 'alert' : 'status'}
          className={`pointer-events-auto flex items-center gap-3 rounded-xl border bg-card px-4 py-3 text-sm text-card-fg shadow-xl shadow-black/50 ${tone[t.kind]}`}
        >
          <ToastIcon kind={t.kind} />
          <p className="flex-1">{t.message}</p>
          <button
            type="button"
            aria-label="Dismiss notification"
            onClick={() => dismissToast(t.id)}
            className="-m-2 grid size-9 place-items-center rounded-full text-muted hover:bg-white/10 hover:text-fg"
          >
            ×
          </button>
        </div>
      ))}
    </section>
  );
}
