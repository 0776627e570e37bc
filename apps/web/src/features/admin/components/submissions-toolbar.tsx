import { SearchField } from '../../../components/ui/search-field.tsx';
import { SelectField } from './select-field.tsx';

type Status = 'all' | 'shown' | 'hidden';
type Sort = 'newest' | 'oldest' | 'most_loved';

type SubmissionsToolbarProps = {
  search: string;
  onSearch: (value: string) => void;
  status: Status;
  sort: Sort;
  onFilter: (patch: { status?: Status; sort?: Sort }) => void;
};

const statusOptions = [
  { value: 'all', label: 'Shown and hidden' },
  { value: 'shown', label: 'Shown only' },
  { value: 'hidden', label: 'Hidden only' },
] as const;
const sortOptions = [
  { value: 'newest', label: 'Newest first' },
  { value: 'oldest', label: 'Oldest first' },
  { value: 'most_loved', label: 'Most loved' },
] as const;

/** Search (handles, names, text, address or GS-00012), which ones, and in what order. */
export function SubmissionsToolbar({ search, onSearch, status, sort, onFilter }: SubmissionsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:items-center">
      <SearchField
        label="Search by handle, name, text, address or GS-00012"
        value={search}
        onChange={onSearch}
        className="lg:max-w-md lg:flex-1"
      />
      <div className="grid grid-cols-2 gap-3 lg:flex">
        <SelectField
          label="Status"
          hideLabel
          value={status}
          options={statusOptions}
          onChange={(value) => onFilter({ status: value })}
          className="lg:w-48"
        />
        <SelectField
          label="Order"
          hideLabel
          value={sort}
          options={sortOptions}
          onChange={(value) => onFilter({ sort: value })}
          className="lg:w-44"
        />
      </div>
    </div>
  );
}
