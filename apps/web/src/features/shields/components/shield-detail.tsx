import type { EarnedShield, Shield } from '@guardians/shared/shields';
import { Button } from '../../../components/ui/button.tsx';
import { formatAwardDate, serverUrl } from '../utils/shield-urls.ts';
import { ShieldDownload } from './shield-download.tsx';

type ShieldDetailProps = {
  shield: Shield;
  /** The award of the page's wallet, when it earned this shield. */
  award: EarnedShield | undefined;
  ownedByViewer: boolean;
  canEdit: boolean;
  onEdit: () => void;
  headingId: string;
};

export function ShieldDetail({
  shield,
  award,
  ownedByViewer,
  canEdit,
  onEdit,
  headingId,
}: ShieldDetailProps) {
  return (
    <div className="flex flex-col items-center gap-4 px-5 pt-2 pb-6 text-center sm:px-8">
      <img
        src={serverUrl(shield.image)}
        alt={`${shield.name} shield`}
        width={176}
        height={176}
        className={`size-36 object-contain drop-shadow-[0_8px_24px_rgba(0,0,0,0.5)] sm:size-44 ${award ? '' : 'opacity-60 grayscale'}`}
      />
      <h2 id={headingId} className="text-2xl font-bold text-gold">
        {shield.name}
      </h2>
      <p className="max-w-sm text-sm text-card-fg">{shield.description}</p>
      {award ? (
        <p className="rounded-xl bg-white/5 px-4 py-2 text-sm text-muted">
          <span className="font-semibold text-fg">{award.reason}</span>
          <br />
          Earned on <time dateTime={award.awardedAt}>{formatAwardDate(award.awardedAt)}</time>
        </p>
      ) : (
        <p className="text-sm text-muted">Not earned yet</p>
      )}
      <div className="flex flex-wrap items-center justify-center gap-2">
        <ShieldDownload shield={shield} owned={ownedByViewer} />
        {canEdit && (
          <Button variant="outline" onClick={onEdit}>
            Edit
          </Button>
        )}
      </div>
    </div>
  );
}
