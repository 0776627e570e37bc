// @guardians/shared/editorial: Story, odyssey, blog, about and the newsletter.

export * from '../blog.ts';
export * from '../editorial.ts';
export * from '../editorial-console.ts';
