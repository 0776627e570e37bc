import type { ConsolePost } from '@guardians/shared/editorial';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { StatusBadge } from '../../../components/ui/status-badge.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import type { ContentPostKind } from '../api/content-posts.ts';
import { useSavePost } from '../api/content-save-post.ts';
import {
  type PostFormErrors,
  type PostFormValues,
  postFieldOf,
  postFormValues,
  slugFromTitle,
  toPostInput,
} from '../utils/content-post-form.ts';
import { ContentMarkdownEditor } from './content-markdown-editor.tsx';
import { ContentOriginBadge, originHint } from './content-origin-badge.tsx';
import { ContentPostActions } from './content-post-actions.tsx';
import { ContentPostDelete } from './content-post-delete.tsx';
import { ContentPostFields } from './content-post-fields.tsx';
import { postNouns } from './content-post-list.tsx';

type ContentPostFormProps = {
  kind: ContentPostKind;
  post: ConsolePost | null;
  onCreated: (id: number) => void;
  onClose: () => void;
};

const sameValues = (a: PostFormValues, b: PostFormValues) =>
  (Object.keys(a) as (keyof PostFormValues)[]).every((field) => a[field] === b[field]);

/** Writes or rewrites a post; the server's schema checks it here first, then the server does. */
export function ContentPostForm({ kind, post, onCreated, onClose }: ContentPostFormProps) {
  const [values, setValues] = useState(() => postFormValues(post));
  const [saved, setSaved] = useState(values);
  const [errors, setErrors] = useState<PostFormErrors>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  // A new post's slug follows its title until the author types one of their own.
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(post === null);
  const [attempt, setAttempt] = useState(0);
  const [deleting, setDeleting] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const save = useSavePost(kind);
  const noun = postNouns[kind].one;
  const isDraft = post === null || post.draft;

  // After a refused save, the first field in error takes focus (it may be far above the buttons).
  useEffect(() => {
    if (attempt > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);

  function change(patch: Partial<PostFormValues>) {
    const next = { ...values, ...patch };
    if (patch.slug !== undefined) setSlugFollowsTitle(false);
    else if (slugFollowsTitle && patch.title !== undefined) next.slug = slugFromTitle(patch.title);
    setValues(next);
    const cleared = { ...errors };
    for (const field of Object.keys(patch) as (keyof PostFormValues)[]) delete cleared[field];
    if (next.slug !== values.slug) delete cleared.slug;
    setErrors(cleared);
  }

  function submit(draft: boolean) {
    setRefusal(null);
    const result = toPostInput(values, draft);
    if (!result.input) {
      setErrors(result.errors);
      setAttempt((n) => n + 1);
      return;
    }
    const sent = values;
    save.mutate(
      { id: post?._id ?? null, input: result.input },
      {
        onSuccess: (stored) => {
          setSaved(sent);
          const verb = draft ? (isDraft ? 'Draft saved' : 'Unpublished') : isDraft ? 'Published' : 'Saved';
          toast.success(`${verb}: ${stored.title}`);
          if (!post) onCreated(stored._id);
        },
        onError: (failure) => {
          const message =
            failure instanceof ApiError ? failure.message : `The ${noun} could not be saved. Try again.`;
          const field = failure instanceof ApiError ? postFieldOf(failure.field) : null;
          if (field) {
            setErrors((current) => ({ ...current, [field]: message }));
            setAttempt((n) => n + 1);
          } else setRefusal(message);
        },
      },
    );
  }

  const invalid = Object.keys(errors).length;
  const pending = save.isPending ? (save.variables.input.draft ? 'draft' : 'published') : null;
  return (
    <>
      <form
        ref={form}
        noValidate
        onSubmit={(event: FormEvent) => {
          event.preventDefault();
          submit(isDraft);
        }}
        className="flex flex-col gap-6"
      >
        <div className="flex flex-col gap-3">
          <Button variant="ghost" className="self-start" onClick={onClose}>
            <span aria-hidden="true">←</span> All {postNouns[kind].many}
          </Button>
          <div className="flex flex-wrap items-center gap-2">
            <h2 className="text-2xl font-bold break-words text-fg">{post ? post.title : `New ${noun}`}</h2>
            {post &&
              (post.draft ? (
                <StatusBadge tone="koi">Draft</StatusBadge>
              ) : (
                <StatusBadge>Published</StatusBadge>
              ))}
            {post && <ContentOriginBadge origin={post.origin} />}
          </div>
          <p className="text-sm text-muted">
            {post
              ? originHint(post.origin)
              : 'Save it as a draft to finish later: only the console sees drafts.'}
            {!sameValues(values, saved) && <span className="text-gold"> Unsaved changes.</span>}
          </p>
        </div>
        <ContentPostFields kind={kind} values={values} errors={errors} onChange={change} />
        <ContentMarkdownEditor
          value={values.markdown}
          onChange={(markdown) => change({ markdown })}
          error={errors.markdown}
        />
        {(refusal || invalid > 0) && (
          <p role="alert" className="rounded-xl border border-koi/50 bg-koi/10 px-4 py-3 text-sm text-fg">
            {refusal ??
              (invalid === 1
                ? 'One field needs a change before saving.'
                : `${invalid} fields need a change before saving.`)}
          </p>
        )}
        <ContentPostActions
          isDraft={isDraft}
          pending={pending}
          onSave={submit}
          onDelete={post ? () => setDeleting(true) : null}
        />
      </form>
      {/* Outside the form: React carries the dialog's submit up through its portal to any form around it. */}
      {post && (
        <ContentPostDelete
          kind={kind}
          post={post}
          open={deleting}
          onClose={() => setDeleting(false)}
          onDeleted={onClose}
        />
      )}
    </>
  );
}
