// One file per owning module (its tables only); drizzle-kit and the app read them all from here.
export * from './users';
export * from './profiles';
export * from './compatibility';
export * from './discovery';
export * from './likes';
export * from './matches';
export * from './messages';
export * from './safety';
export * from './notifications';
export * from './throttles';
export * from './outreach';
export * from './content';
export * from './date-ideas';
export * from './icebreakers';
export * from './billing';
export * from './push';
export * from './passkeys';
