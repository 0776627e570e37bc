// @guardians/shared/notifications: Notifications of a signed-in person (offers, sales, price alerts).
export * from '../notifications.ts';
