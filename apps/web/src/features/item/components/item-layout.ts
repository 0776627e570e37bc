/** The page's frame and its two columns (media left, details right) from lg; stacked below. */
export const itemPage = 'mx-auto flex w-full max-w-6xl flex-col gap-6 px-4 py-6 sm:px-6 lg:py-10';
export const itemColumns = 'grid items-start gap-8 lg:grid-cols-2 lg:gap-12';
