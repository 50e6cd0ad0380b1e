// Drizzle needs every table in one object; this is the only such aggregate in the server.
export * from './users';
export * from './profiles';
export * from './answers';
export * from './discovery';
export * from './messaging';
export * from './throttles';
