import { type ConsolePost, type PostInput, PostInputSchema } from '@guardians/shared/editorial';

/** What the author types: every field as its input holds it. */
export type PostFormValues = {
  slug: string;
  title: string;
  category: string;
  excerpt: string;
  /** A site path or an https URL; blank for none. */
  image: string;
  author: string;
  markdown: string;
};

export type PostFormField = keyof PostFormValues;
export type PostFormErrors = Partial<Record<PostFormField, string>>;

export const postFieldLabels: Record<PostFormField, string> = {
  slug: 'Slug',
  title: 'Title',
  category: 'Category',
  excerpt: 'Excerpt',
  image: 'Image',
  author: 'Author',
  markdown: 'Body',
};

const SLUG_MAX = 120;

/** The form's starting values: the post's own, or a blank new post. */
export function postFormValues(post: ConsolePost | null): PostFormValues {
  return {
    slug: post?.slug ?? '',
    title: post?.title ?? '',
    category: post?.category ?? '',
    excerpt: post?.excerpt ?? '',
    image: post?.image ?? '',
    author: post?.author ?? '',
    markdown: post?.markdown ?? '',
  };
}

/** A title as the slug the schema accepts: "The Koi's Ascent, Part 2!" -> "the-kois-ascent-part-2". */
export function slugFromTitle(title: string): string {
  return title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, SLUG_MAX)
    .replace(/^-+|-+$/g, '');
}

/** The server's `field` as the form's, when it names one the form has. */
export function postFieldOf(field: string | undefined): PostFormField | null {
  return field !== undefined && Object.hasOwn(postFieldLabels, field) ? (field as PostFormField) : null;
}

type Issue = { code: string; message: string; maximum?: unknown };

/** The schema's complaint in the form's words: length limits name the field and the limit. */
function messageOf(field: PostFormField, issue: Issue): string {
  const label = postFieldLabels[field];
  if (issue.code === 'too_small') return `${label} is needed`;
  if (issue.code === 'too_big') return `${label} must be at most ${String(issue.maximum)} characters`;
  return issue.message.charAt(0).toUpperCase() + issue.message.slice(1);
}

export type PostFormResult = { input: PostInput; errors: null } | { input: null; errors: PostFormErrors };

/**
 * The body of a save, checked by the server's own schema, or what is wrong field by field. The
 * publication date is never sent: the server keeps a post's date, and dates a draft when it goes out.
 */
export function toPostInput(values: PostFormValues, draft: boolean): PostFormResult {
  const image = values.image.trim();
  const result = PostInputSchema.safeParse({ ...values, image: image === '' ? null : image, draft });
  if (result.success) return { input: result.data, errors: null };
  const errors: PostFormErrors = {};
  for (const issue of result.error.issues) {
    const field = postFieldOf(String(issue.path[0]));
    if (field && !errors[field]) errors[field] = messageOf(field, issue);
  }
  return { input: null, errors };
}
