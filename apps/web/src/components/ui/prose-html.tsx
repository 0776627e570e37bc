/** Reading typography for rendered Markdown: headings, lists, quotes, code, links, pictures. */
const prose = [
  'max-w-none text-lg leading-relaxed text-fg/90',
  '[&_h1]:mt-10 [&_h1]:mb-4 [&_h1]:text-3xl [&_h1]:font-bold [&_h1]:text-fg',
  '[&_h2]:mt-10 [&_h2]:mb-4 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-fg',
  '[&_h3]:mt-8 [&_h3]:mb-3 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-fg',
  '[&_h4]:mt-6 [&_h4]:mb-2 [&_h4]:font-semibold [&_h4]:text-gold',
  '[&_p]:my-5 [&_strong]:text-fg [&_em]:text-fg',
  '[&_a]:text-gold [&_a]:underline [&_a]:underline-offset-4 [&_a:hover]:text-fg',
  '[&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:my-1.5',
  '[&_li::marker]:text-gold',
  '[&_blockquote]:my-6 [&_blockquote]:border-l-4 [&_blockquote]:border-gold/60 [&_blockquote]:pl-5 [&_blockquote]:text-fg [&_blockquote]:italic',
  '[&_code]:rounded [&_code]:bg-night/70 [&_code]:px-1.5 [&_code]:py-0.5 [&_code]:text-base [&_code]:text-gold',
  '[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:border [&_pre]:border-card-border [&_pre]:bg-night/80 [&_pre]:p-4',
  '[&_pre_code]:bg-transparent [&_pre_code]:p-0',
  '[&_img]:my-6 [&_img]:rounded-2xl [&_img]:border [&_img]:border-card-border',
  '[&_hr]:my-10 [&_hr]:border-card-border',
  '[&_table]:my-6 [&_table]:w-full [&_table]:text-base [&_th]:border-b [&_th]:border-card-border [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-card-border/60 [&_td]:p-2',
  '[&>:first-child]:mt-0',
].join(' ');

/**
 * A post's body. `html` comes from the server's Markdown renderer (apps/server/src/services/
 * editorial/markdown-renderer.ts), which escapes any raw HTML in the source and keeps only
 * http(s), mailto and site-relative links and images, so it holds no script or event handler and is
 * safe to insert as it is. This is the one place the app inserts HTML.
 */
export function ProseHtml({ html }: { html: string }) {
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-rendered safe HTML, see the comment above.
  return <div className={prose} dangerouslySetInnerHTML={{ __html: html }} />;
}
