import type { SiteDraft } from '../utils/site-form.ts';

/**
 * The draft's palette on a small page and card, as typed: inline styles, so a colour the browser
 * cannot paint is simply ignored here (validation says why) and nothing else on the page changes.
 */
export function SitePreview({ draft }: { draft: SiteDraft }) {
  const { styles } = draft;
  const card = styles.cardStyles;
  return (
    <figure className="flex flex-col gap-2">
      <figcaption className="text-sm font-semibold text-fg">Preview</figcaption>
      <div
        data-testid="site-preview"
        className="flex flex-col gap-4 rounded-2xl border border-card-border p-5"
        style={{ background: styles.background, color: styles.color }}
      >
        <div className="flex items-center gap-3">
          {draft.logo.trim() && (
            <img src={draft.logo.trim()} alt="" width={40} height={40} className="size-10 object-contain" />
          )}
          <span className="truncate text-lg font-bold">{draft.name.trim() || 'Site name'}</span>
        </div>
        <p className="text-sm">Text on the page reads in this colour, over this background.</p>
        <div
          className="flex max-w-48 flex-col overflow-hidden rounded-xl border"
          style={{ background: card.background, borderColor: card.border, color: card.color }}
        >
          <div
            aria-hidden="true"
            className="aspect-[4/3] bg-linear-to-br from-[#2b1f6b] via-[#c9772b] to-[#e8b64c]"
          />
          <div className="flex flex-col gap-0.5 p-3">
            <span className="font-semibold">Guardian #1</span>
            <span className="text-sm">0.25 ETH</span>
          </div>
        </div>
      </div>
    </figure>
  );
}
