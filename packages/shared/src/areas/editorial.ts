// @guardians/shared/editorial: Story, odyssey, blog, about and the newsletter.
export * from '../editorial.ts';
export * from '../blog.ts';
