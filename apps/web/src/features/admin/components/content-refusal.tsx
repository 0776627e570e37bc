import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/**
 * The server's 403 inside a tab or panel (a role revoked since the page opened), shared by the
 * Content and Collections pages: the server's words, no retry, and the way back.
 */
export function RefusalNotice({ message }: { message: string }) {
  return (
    <section
      role="alert"
      className="flex flex-col items-start gap-3 rounded-2xl border border-koi/50 bg-card/80 p-5"
    >
      <h2 className="text-lg font-bold text-fg">Your role does not allow this</h2>
      <p className="text-muted">{message}</p>
      <Link to="/admin" className={buttonClasses('outline')}>
        Back to the console
      </Link>
    </section>
  );
}
