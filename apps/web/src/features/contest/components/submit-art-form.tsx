import { SUBMISSION_TEXT_MAX } from '@guardians/shared/gallery';
import { type FormEvent, useCallback, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { LockIcon } from '../../../components/ui/lock-icon.tsx';
import { xLock } from '../../../lib/social/x-lock.ts';
import { useMyPiece } from '../api/find-my-piece.ts';
import { useClaimCheck } from '../api/get-claim-check.ts';
import { useContestViewer } from '../hooks/use-contest-viewer.ts';
import { useMediaPick } from '../hooks/use-media-pick.ts';
import { useSubmitArt } from '../hooks/use-submit-art.ts';
import { FormField, inputClasses } from './form-field.tsx';
import { MediaPicker } from './media-picker.tsx';
import { SubmitAccessNotice } from './submit-access-notice.tsx';

/**
 * Submit your art: the X post's link, optional words, the Guardian drawn (my claimed one unless I
 * change it) and the picture or video, uploaded with a progress bar.
 */
export function SubmitArtForm() {
  const lock = xLock('Submitting fan art');
  const viewer = useContestViewer();
  const check = useClaimCheck(viewer.signedInAccount);
  const mine = useMyPiece(viewer.signedInAccount, check.data?.hasClaimed ?? false);
  const media = useMediaPick();
  const [postUrl, setPostUrl] = useState('');
  const [text, setText] = useState('');
  const [typedTokenId, setTypedTokenId] = useState<string | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const myPieceId = check.data?.hasClaimed ? (mine.data?.id ?? '') : '';
  const tokenId = typedTokenId ?? myPieceId;

  const { clear } = media;
  const reset = useCallback(() => {
    setPostUrl('');
    setText('');
    setTypedTokenId(null);
    clear();
    setInputKey((key) => key + 1);
  }, [clear]);
  const { submit, errors, setErrors, progress, uploading } = useSubmitArt(reset);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (lock.locked) {
      lock.explain();
      return;
    }
    if (media.reading || uploading) return;
    void submit({
      postUrl,
      text,
      tokenId,
      media: media.picked?.file ?? null,
      poster: media.picked?.poster ?? null,
    });
  }

  const mediaError = media.error ?? errors.media;

  return (
    <section id="submit" aria-labelledby="submit-title" className="flex scroll-mt-28 flex-col gap-5">
      <div>
        <h2 id="submit-title" className="text-2xl font-bold text-fg sm:text-3xl">
          Submit your art
        </h2>
        <p className="mt-1 max-w-2xl text-muted">
          Post your art on X first, tagging the Guardian's owner and the contest account with the contest
          hashtag. Then paste the post's link here with the picture or video. Submit as many as you like.
        </p>
      </div>
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="submit-title"
        className="flex flex-col gap-5 rounded-2xl border border-card-border bg-card/85 p-5 sm:p-6"
      >
        <SubmitAccessNotice />
        <div className="grid gap-5 lg:grid-cols-2">
          <div className="flex flex-col gap-5">
            <FormField
              label={
                <>
                  Link to your post on X <span className="text-koi">*</span>
                </>
              }
              hint="For example https://x.com/you/status/1860000000000000000"
              error={errors.postUrl}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  type="url"
                  inputMode="url"
                  autoComplete="off"
                  value={postUrl}
                  disabled={uploading}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => {
                    setPostUrl(event.target.value);
                    if (errors.postUrl) setErrors({ ...errors, postUrl: undefined });
                  }}
                  placeholder="https://x.com/…/status/…"
                  className={inputClasses}
                />
              )}
            </FormField>
            <FormField
              label="Guardian you drew"
              hint={
                myPieceId
                  ? `Your claimed Guardian #${myPieceId} is filled in. Change it, or empty it if the art is of no particular Guardian.`
                  : 'The token id of the Guardian in your art (optional).'
              }
              error={errors.tokenId}
            >
              {({ id, describedBy, invalid }) => (
                <input
                  id={id}
                  inputMode="numeric"
                  autoComplete="off"
                  value={tokenId}
                  disabled={uploading}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => setTypedTokenId(event.target.value)}
                  placeholder="e.g. 42"
                  className={inputClasses}
                />
              )}
            </FormField>
            <FormField
              label="About your art (optional)"
              hint={`${text.length} / ${SUBMISSION_TEXT_MAX}`}
              error={errors.text}
            >
              {({ id, describedBy, invalid }) => (
                <textarea
                  id={id}
                  rows={4}
                  maxLength={SUBMISSION_TEXT_MAX}
                  value={text}
                  disabled={uploading}
                  aria-describedby={describedBy}
                  aria-invalid={invalid}
                  onChange={(event) => setText(event.target.value)}
                  className={`${inputClasses} resize-y`}
                />
              )}
            </FormField>
          </div>
          <MediaPicker
            picked={media.picked}
            reading={media.reading}
            error={mediaError}
            disabled={uploading}
            inputKey={inputKey}
            onPick={(file) => {
              if (errors.media) setErrors({ ...errors, media: undefined });
              void media.pick(file);
            }}
          />
        </div>
        {progress !== null && (
          <div className="flex flex-col gap-1">
            <label htmlFor="submit-progress" className="text-sm text-muted">
              {progress < 1 ? `Uploading… ${Math.round(progress * 100)}%` : 'Checking your art…'}
            </label>
            <progress
              id="submit-progress"
              max={1}
              value={progress}
              className="h-2 w-full overflow-hidden rounded-full accent-gold [&::-moz-progress-bar]:bg-gold [&::-webkit-progress-bar]:bg-night [&::-webkit-progress-value]:bg-gold"
            />
          </div>
        )}
        <Button
          type="submit"
          className="self-start px-8"
          disabled={uploading || media.reading}
          aria-busy={uploading}
          aria-disabled={lock.locked || undefined}
          aria-describedby={lock.locked ? 'submit-art-lock' : undefined}
          title={lock.locked ? lock.reason : undefined}
        >
          {lock.locked && <LockIcon />}
          {uploading ? 'Submitting…' : 'Submit art'}
        </Button>
        {lock.locked && (
          <span id="submit-art-lock" className="sr-only">
            {lock.reason}
          </span>
        )}
      </form>
    </section>
  );
}
