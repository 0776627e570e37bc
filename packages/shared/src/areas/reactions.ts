// @guardians/shared/reactions: Likes and loves of items.
export * from '../reactions.ts';
