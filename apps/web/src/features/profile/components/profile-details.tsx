import type { Profile } from '@guardians/shared/users';

/** The page shows the site without the scheme; the link still goes to the full URL. */
function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//, '').replace(/\/$/, '');
}

/** Biography, location and website, when the profile has them. */
export function ProfileDetails({ profile }: { profile: Profile }) {
  const { biography, location, url } = profile;
  const safeUrl = url && /^https?:\/\//i.test(url) ? url : null;
  if (!biography && !location && !safeUrl) return null;
  return (
    <div className="flex max-w-prose flex-col gap-2 text-sm">
      {biography && <p className="whitespace-pre-line text-fg/90">{biography}</p>}
      {(location || safeUrl) && (
        <ul className="flex flex-wrap items-center gap-x-5 gap-y-1 text-muted">
          {location && (
            <li className="flex items-center gap-1.5">
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4 text-gold" fill="currentColor">
                <path d="M12 2a7 7 0 0 0-7 7c0 5 7 13 7 13s7-8 7-13a7 7 0 0 0-7-7Zm0 9.5A2.5 2.5 0 1 1 12 6a2.5 2.5 0 0 1 0 5.5Z" />
              </svg>
              <span className="sr-only">Location: </span>
              {location}
            </li>
          )}
          {safeUrl && (
            <li>
              <a
                href={safeUrl}
                target="_blank"
                rel="noopener noreferrer ugc"
                className="inline-flex min-h-11 items-center gap-1.5 text-gold underline-offset-4 hover:underline"
              >
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="size-4"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                >
                  <path d="M10 14a5 5 0 0 0 7 0l3-3a5 5 0 0 0-7-7l-1 1M14 10a5 5 0 0 0-7 0l-3 3a5 5 0 0 0 7 7l1-1" />
                </svg>
                <span className="sr-only">Website: </span>
                {displayUrl(safeUrl)}
              </a>
            </li>
          )}
        </ul>
      )}
    </div>
  );
}
