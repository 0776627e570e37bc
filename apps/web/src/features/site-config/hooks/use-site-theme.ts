import type { SiteConfig } from '@guardians/shared/site-config';
import { useLayoutEffect } from 'react';

type Styles = SiteConfig['styles'];

/** CSS variables that index.css maps into the Tailwind palette (bg, fg, card-*). */
function siteStyleVariables(styles: Styles): Record<string, string> {
  return {
    '--bg': styles.background,
    '--fg': styles.color,
    '--card-bg': styles.cardStyles.background,
    '--card-border': styles.cardStyles.border,
    '--card-fg': styles.cardStyles.color,
  };
}

/**
 * Re-skins the whole site from the configuration without a rebuild. A layout effect so the new
 * palette lands before the browser paints the configured content.
 */
export function useSiteTheme(styles: Styles | undefined): void {
  useLayoutEffect(() => {
    if (!styles) return;
    const root = document.documentElement;
    for (const [name, value] of Object.entries(siteStyleVariables(styles))) {
      root.style.setProperty(name, value);
    }
    document.querySelector('meta[name="theme-color"]')?.setAttribute('content', styles.background);
  }, [styles]);
}
