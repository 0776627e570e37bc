import { TextField } from '../../../components/ui/text-field.tsx';
import type { ContentPostKind } from '../api/content-posts.ts';
import { type PostFormErrors, type PostFormValues, postFieldLabels } from '../utils/content-post-form.ts';

type ContentPostFieldsProps = {
  kind: ContentPostKind;
  values: PostFormValues;
  errors: PostFormErrors;
  onChange: (patch: Partial<PostFormValues>) => void;
};

const publicPath: Record<ContentPostKind, string> = { blogs: '/blogs', abouts: '/about' };

/** Everything about a post but its body; limits as PostInputSchema sets them. */
export function ContentPostFields({ kind, values, errors, onChange }: ContentPostFieldsProps) {
  const text = (field: keyof PostFormValues, maxLength: number) => ({
    label: postFieldLabels[field],
    value: values[field],
    onChange: (value: string) => onChange({ [field]: value }),
    maxLength,
    error: errors[field] ?? null,
  });
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <TextField {...text('title', 160)} />
      <TextField
        {...text('slug', 120)}
        autoComplete="off"
        hint={`Its address: ${publicPath[kind]}/${values.slug || 'your-slug'}`}
      />
      <TextField {...text('category', 40)} />
      <TextField {...text('author', 80)} />
      <div className="md:col-span-2">
        <TextField
          {...text('excerpt', 300)}
          multiline
          hint="One or two sentences, shown on the cards and in link previews."
        />
      </div>
      <div className="md:col-span-2">
        <TextField
          {...text('image', 500)}
          type="url"
          placeholder="/images/koi.png or https://…"
          hint="A path on this site or an https address; leave it blank for none."
        />
      </div>
    </div>
  );
}
