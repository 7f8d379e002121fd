// Sessions and where requests come from; next-auth's options are in next-auth-options.ts.
export * from './session';
export * from './same-site';
export * from './session-use';
