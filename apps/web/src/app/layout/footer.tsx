import { messages } from '@guardians/shared/common';
import { LogoLink } from '../../components/ui/logo-link.tsx';
import { SocialLinks } from '../../components/ui/social-links.tsx';
import { useSiteConfig } from '../../lib/api/get-site-config.ts';

export function Footer() {
  const { data: config } = useSiteConfig();
  return (
    <footer className="border-t border-card-border bg-night/60">
      <div className="mx-auto flex min-h-40 max-w-[1536px] flex-col items-center justify-between gap-6 px-4 py-10 sm:flex-row sm:px-6">
        {config && <LogoLink name={config.name} logo={config.logo} />}
        {/* Both taglines are in the page and CSS shows the one for the width, so none is ever wrong. */}
        <p className="text-center text-xl font-semibold tracking-wide text-gold">
          <span className="max-[600px]:hidden">{messages.footerTagline}</span>
          <span className="min-[600px]:hidden">{messages.footerTaglineNarrow}</span>
        </p>
        {config && <SocialLinks socials={config.socials} />}
      </div>
    </footer>
  );
}
