import { galleryListMessages } from '@guardians/shared/gallery';
import { useId } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import type { Located } from '../hooks/use-locate-submission.ts';
import type { CardActions } from './submission-card.tsx';
import { SubmissionDetail } from './submission-detail.tsx';

type SubmissionModalProps = Omit<CardActions, 'onOpen'> & { located: Located; onClose: () => void };

/** `?id=` / `?tweetId=`: the submission over the grid; closing goes back to the grid where it was. */
export function SubmissionModal({ located, onClose, ...actions }: SubmissionModalProps) {
  const titleId = useId();
  if (located.state === 'none') return null;
  return (
    <Modal
      open
      onClose={onClose}
      {...(located.state === 'found' ? { labelledBy: titleId } : { label: 'Fan art' })}
      className="w-full max-w-6xl overflow-hidden rounded-t-2xl border sm:rounded-2xl motion-safe:animate-[fade-in_150ms_ease-out]"
    >
      <CloseButton
        label="Close"
        onClick={onClose}
        className="absolute top-3 right-3 z-10 bg-night/70 backdrop-blur-sm"
      />
      {located.state === 'found' ? (
        <SubmissionDetail submission={located.submission} titleId={titleId} {...actions} />
      ) : located.state === 'searching' ? (
        <div
          role="status"
          aria-label="Looking for the fan art"
          className="grid gap-4 p-6 md:grid-cols-[1fr_22rem]"
        >
          <Skeleton className="h-80 rounded-xl" />
          <div className="flex flex-col gap-3">
            <Skeleton className="h-11 w-48 rounded-full" />
            <Skeleton className="h-4 w-40 rounded" />
            <Skeleton className="h-20 rounded" />
          </div>
        </div>
      ) : (
        <div className="flex flex-col items-center gap-4 px-6 py-16 text-center">
          <h2 className="text-2xl font-bold text-gold">{galleryListMessages.notFound}</h2>
          <p className="text-muted">It may have been removed, or the link is mistyped.</p>
          <Button variant="outline" onClick={onClose}>
            Back to the gallery
          </Button>
        </div>
      )}
    </Modal>
  );
}
