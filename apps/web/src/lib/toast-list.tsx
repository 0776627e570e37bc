import { useToasts } from './toast.ts';

/**
 * The toasts on screen as list items (their kind in `data-kind`), for tests that read what was
 * said; test-only, like `clearToasts` beside it.
 */
export function ToastList() {
  return (
    <ul>
      {useToasts().map((t) => (
        <li key={t.id} data-kind={t.kind}>
          {t.message}
        </li>
      ))}
    </ul>
  );
}
