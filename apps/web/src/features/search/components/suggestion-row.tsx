import { shortenAddress } from '@guardians/shared/common';
import { identityName, useIdentity } from '../../../lib/api/get-identities.ts';
import { mediaUrl } from '../utils/media-url.ts';
import type { SuggestionOption } from '../utils/suggestion-options.ts';

type SuggestionRowProps = {
  id: string;
  option: SuggestionOption;
  active: boolean;
  onPick: () => void;
  onHover: () => void;
};

/** One suggestion: picture, name and a shortened address. */
export function SuggestionRow({ id, option, active, onPick, onHover }: SuggestionRowProps) {
  // A user is named as everywhere else once their identity is known (ENS name, checksummed address).
  const identity = useIdentity(option.account).data;
  const label = identityName(identity) ?? option.label;
  const detail = identity ? shortenAddress(identity.account) : option.detail;
  const shape = option.group === 'users' ? 'rounded-full' : 'rounded-lg';
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: keys are the combobox input's (aria-activedescendant); focus never moves here
    <div
      id={id}
      role="option"
      aria-selected={active}
      tabIndex={-1}
      onClick={onPick}
      onMouseMove={active ? undefined : onHover}
      className={`flex min-h-11 cursor-pointer items-center gap-3 rounded-xl px-3 py-2 text-sm ${
        active ? 'bg-gold/15 text-fg ring-1 ring-gold/60' : 'text-fg hover:bg-white/5'
      }`}
    >
      {option.image ? (
        <img
          src={mediaUrl(option.image)}
          alt=""
          loading="lazy"
          className={`size-8 shrink-0 bg-night object-cover ${shape}`}
        />
      ) : (
        <span
          aria-hidden="true"
          className={`flex size-8 shrink-0 items-center justify-center bg-night text-xs font-bold text-gold uppercase ring-1 ring-gold/50 ${shape}`}
        >
          {label.replace(/^0x/i, '').charAt(0)}
        </span>
      )}
      <span className="flex min-w-0 flex-col">
        <span className="truncate font-semibold">{label}</span>
        <span className="truncate font-mono text-xs text-muted">{detail}</span>
      </span>
    </div>
  );
}
