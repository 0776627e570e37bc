import { Button } from '../../../components/ui/button.tsx';
import { SearchField } from '../../../components/ui/search-field.tsx';
import type { ContentPostKind } from '../api/content-posts.ts';
import { SelectField } from './select-field.tsx';

type Status = 'all' | 'published' | 'draft';
type Sort = 'newest' | 'oldest' | 'title';

type ContentPostsToolbarProps = {
  kind: ContentPostKind;
  search: string;
  onSearch: (value: string) => void;
  status: Status;
  sort: Sort;
  onFilter: (patch: { status?: Status; sort?: Sort }) => void;
  onNew: () => void;
};

const statusOptions = [
  { value: 'all', label: 'Any status' },
  { value: 'published', label: 'Published' },
  { value: 'draft', label: 'Drafts' },
] as const;
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'title', label: 'By title' },
] as const;

/** Search (title, slug, category, author), which ones, in what order, and a new one. */
export function ContentPostsToolbar({
  kind,
  search,
  onSearch,
  status,
  sort,
  onFilter,
  onNew,
}: ContentPostsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 xl:flex-row xl:items-center">
      <SearchField
        label="Search by title, slug, category or author"
        value={search}
        onChange={onSearch}
        className="xl:max-w-md xl:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 xl:flex">
        <SelectField
          label="Status"
          hideLabel
          value={status}
          options={statusOptions}
          onChange={(value) => onFilter({ status: value })}
          className="xl:w-52"
        />
        <SelectField
          label="Order"
          hideLabel
          value={sort}
          options={sortOptions}
          onChange={(value) => onFilter({ sort: value })}
          className="xl:w-40"
        />
      </div>
      <Button onClick={onNew} className="xl:ml-auto">
        {kind === 'blogs' ? 'New post' : 'New entry'}
      </Button>
    </div>
  );
}
