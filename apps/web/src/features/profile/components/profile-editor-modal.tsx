import type { Profile } from '@guardians/shared/users';
import { useId } from 'react';
import { CloseButton } from '../../../components/ui/close-button.tsx';
import { Modal } from '../../../components/ui/modal.tsx';
import { ProfileEditorForm } from './profile-editor-form.tsx';

type ProfileEditorModalProps = {
  open: boolean;
  profile: Profile;
  onClose: () => void;
};

/** Spec 2 profile editor: closes by the close icon, Escape or a click outside; one column under 800 px. */
export function ProfileEditorModal({ open, profile, onClose }: ProfileEditorModalProps) {
  const headingId = useId();
  return (
    <Modal
      open={open}
      onClose={onClose}
      labelledBy={headingId}
      className="flex max-h-[92dvh] w-full max-w-4xl flex-col overflow-hidden rounded-t-2xl border sm:max-h-[calc(100dvh-2rem)] sm:rounded-2xl"
    >
      <header className="flex items-start justify-between gap-4 border-b border-card-border px-5 py-4 sm:px-6">
        <div>
          <h2 id={headingId} className="text-xl font-bold text-gold sm:text-2xl">
            Edit Profile
          </h2>
          <p className="text-sm text-muted">Update your profile and choose your Guardian</p>
        </div>
        <CloseButton label="Close" onClick={onClose} className="-mr-2" />
      </header>
      {/* Mounted only while open, so every opening starts from the saved profile. */}
      {open && <ProfileEditorForm profile={profile} onSaved={onClose} onCancel={onClose} />}
    </Modal>
  );
}
