/** Art left, sale right from lg; stacked below (the item page's frame, so the site feels one). */
export const mintPage = 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10';
export const mintColumns = 'grid items-start gap-8 lg:grid-cols-2 lg:gap-12';
// Smaller on phones, so the price and the Mint button are not a whole screen below the art.
export const mintArt =
  'mx-auto aspect-square w-full max-w-xs overflow-hidden sm:max-w-md lg:max-w-none rounded-2xl border border-card-border bg-card shadow-xl shadow-black/40';
