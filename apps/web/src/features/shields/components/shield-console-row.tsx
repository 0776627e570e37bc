import type { ConsoleShield } from '@guardians/shared/shields';
import { Button } from '../../../components/ui/button.tsx';
import { shieldRuleText } from '../utils/shield-rule.ts';
import { serverUrl } from '../utils/shield-urls.ts';
import { ShieldOriginBadge } from './shield-origin-badge.tsx';

type ShieldConsoleRowProps = {
  shield: ConsoleShield;
  /** Absent when the caller may not edit (a role revoked since the page opened). */
  onEdit: (() => void) | undefined;
};

/**
 * One shield of the console's list: its picture, name and description as profiles show them, with
 * where it came from and how it is earned.
 */
export function ShieldConsoleRow({ shield, onEdit }: ShieldConsoleRowProps) {
  return (
    <li
      data-testid="console-shield"
      className="flex items-start gap-3 rounded-2xl border border-card-border bg-card/70 p-3 sm:items-center sm:gap-4 sm:p-4"
    >
      <img
        src={serverUrl(shield.image)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-14 shrink-0 rounded-xl border border-card-border bg-night/40 object-contain p-1 sm:size-16"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:flex-row sm:items-center sm:gap-4">
        <div className="flex min-w-0 flex-1 flex-col gap-1">
          <div className="flex flex-wrap items-center gap-2">
            <h3 className="font-semibold break-words text-fg">{shield.name}</h3>
            <ShieldOriginBadge origin={shield.origin} />
          </div>
          <p className="text-sm break-words text-muted">{shield.description}</p>
          <p className="text-xs text-muted">{shieldRuleText(shield)}</p>
        </div>
        {onEdit && (
          <Button
            variant="outline"
            className="mt-1 shrink-0 self-start sm:mt-0 sm:self-center"
            onClick={onEdit}
            aria-label={`Edit ${shield.name}`}
          >
            Edit
          </Button>
        )}
      </div>
    </li>
  );
}
