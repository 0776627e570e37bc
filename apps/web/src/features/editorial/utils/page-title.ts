/** 'Legend Of The Koi · Guardians'; just the page's name until the site's name has loaded. */
export function pageTitle(page: string, siteName: string | undefined): string {
  return siteName ? `${page} · ${siteName}` : page;
}
