import { Link } from 'react-router';
import { useAdminStatus } from '../../../lib/api/get-admin-status.ts';

/** The account menu's way into the console, for people with a console role (asked once signed in). */
export function AdminMenuLink({ className, onNavigate }: { className: string; onNavigate: () => void }) {
  const operator = useAdminStatus().status.data?.isAdmin === true;
  if (!operator) return null;
  return (
    <Link to="/admin" className={className} onClick={onNavigate}>
      Admin
    </Link>
  );
}
