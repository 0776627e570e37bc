import { shortenAddress } from '@guardians/shared/common';
import { useObjectUrl } from '../hooks/use-object-url.ts';
import { AvatarInput } from './avatar-input.tsx';
import { ProfileAvatar } from './profile-avatar.tsx';

type EditorPreviewProps = {
  account: `0x${string}`;
  /** The stored avatar, until a new file is picked. */
  image: string | null;
  file: File | null;
  username: string;
  onFileChange: (file: File | null) => void;
  fileError?: string | null;
};

/** Left panel: the avatar as it will look (a picked file shows at once), the name and address. */
export function EditorPreview({
  account,
  image,
  file,
  username,
  onFileChange,
  fileError,
}: EditorPreviewProps) {
  const preview = useObjectUrl(file);
  const name = username.trim();
  return (
    <div className="flex flex-col items-center gap-4 border-card-border bg-[radial-gradient(90%_60%_at_50%_0%,rgba(232,182,76,0.14),transparent_70%)] p-5 max-[799px]:border-b min-[800px]:border-r min-[800px]:p-6">
      <div className="flex w-full items-center gap-4 min-[800px]:flex-col min-[800px]:text-center">
        <ProfileAvatar
          address={account}
          image={preview ?? image}
          alt="Picture preview"
          className="size-20 min-[800px]:size-36"
        />
        <div className="min-w-0">
          <p className="truncate text-lg font-bold text-fg">{name || shortenAddress(account)}</p>
          <p className="font-mono text-sm text-muted" title={account}>
            {shortenAddress(account)}
          </p>
        </div>
      </div>
      <AvatarInput onChange={onFileChange} error={fileError ?? null} />
    </div>
  );
}
