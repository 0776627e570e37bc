import {
  BIOGRAPHY_MAX_LENGTH,
  LOCATION_MAX_LENGTH,
  PROFILE_URL_MAX_LENGTH,
  type Profile,
} from '@guardians/shared/users';
import type { FormEvent } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useProfileEditor } from '../hooks/use-profile-editor.ts';
import { EditorPreview } from './editor-preview.tsx';
import { GuardianPicker } from './guardian-picker.tsx';
import { UsernameField } from './username-field.tsx';

type ProfileEditorFormProps = { profile: Profile; onSaved: () => void; onCancel: () => void };

export function ProfileEditorForm({ profile, onSaved, onCancel }: ProfileEditorFormProps) {
  const editor = useProfileEditor(profile);
  const { draft, setField, fieldError } = editor;
  const errorFor = (field: string) => (fieldError?.field === field ? fieldError.message : null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!editor.canSave) return;
    if (await editor.save()) onSaved();
  }

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-busy={editor.saving}
      className="grid min-h-0 flex-1 overflow-y-auto min-[800px]:grid-cols-[280px_minmax(0,1fr)]"
    >
      <EditorPreview
        account={profile.account}
        image={profile.image}
        file={draft.image}
        username={draft.username || (profile.username ?? '')}
        onFileChange={(file) => setField('image', file)}
        fileError={errorFor('image')}
      />
      <div className="flex min-w-0 flex-col">
        <div className="flex flex-col gap-3 p-5 sm:p-6">
          <UsernameField
            value={draft.username}
            onChange={(value) => setField('username', value)}
            status={editor.usernameStatus}
            error={errorFor('username')}
          />
          <TextField
            label="Biography"
            multiline
            value={draft.biography}
            onChange={(value) => setField('biography', value)}
            maxLength={BIOGRAPHY_MAX_LENGTH}
            placeholder="A few words about you"
            error={errorFor('biography')}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Website"
              type="url"
              value={draft.url}
              onChange={(value) => setField('url', value)}
              maxLength={PROFILE_URL_MAX_LENGTH}
              placeholder="https://"
              autoComplete="url"
              error={errorFor('url')}
            />
            <TextField
              label="Location"
              value={draft.location}
              onChange={(value) => setField('location', value)}
              maxLength={LOCATION_MAX_LENGTH}
              placeholder="Where you watch the river"
              error={errorFor('location')}
            />
          </div>
          <GuardianPicker
            value={draft.guardianId}
            onChange={(id) => setField('guardianId', id)}
            error={errorFor('guardianId')}
          />
        </div>
        <div className="sticky bottom-0 mt-auto flex justify-end gap-2 border-t border-card-border bg-card px-5 py-3 sm:px-6">
          <Button variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" disabled={!editor.canSave} aria-busy={editor.saving}>
            Save
          </Button>
        </div>
      </div>
    </form>
  );
}
