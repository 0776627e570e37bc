import { useSearchParams } from 'react-router';
import type { ContentPostKind } from '../api/content-posts.ts';
import { ContentPostEditor } from './content-post-editor.tsx';
import { ContentPostList } from './content-post-list.tsx';

export type EditTarget = number | 'new';

/** `?edit=new` or `?edit=<post number>`; anything else is the list. */
function editTarget(value: string | null): EditTarget | null {
  if (value === 'new') return 'new';
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : null;
}

/**
 * The posts (or about entries) of the Content page: the list, or one post in the editor. The open
 * editor is in the URL, so a reload keeps it and Back returns to the list where it was.
 */
export function ContentPostsPanel({ kind }: { kind: ContentPostKind }) {
  const [params, setParams] = useSearchParams();
  const editing = editTarget(params.get('edit'));

  const openEditor = (target: EditTarget | null, replace = false) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (target === null) next.delete('edit');
        else next.set('edit', String(target));
        return next;
      },
      { preventScrollReset: true, replace },
    );

  return editing === null ? (
    <ContentPostList kind={kind} onEdit={openEditor} />
  ) : (
    <ContentPostEditor
      key={String(editing)}
      kind={kind}
      id={editing === 'new' ? null : editing}
      // A new post becomes its own edit page; Back should not return to the blank form.
      onCreated={(id) => openEditor(id, true)}
      onClose={() => openEditor(null)}
    />
  );
}
