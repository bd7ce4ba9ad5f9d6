import type { RequestContext } from './http-server';

// Loaders and actions receive the client's address (from the socket or the trusted proxy).
declare module 'react-router' {
  // An interface (not a type alias) is what lets this declaration merge into React Router's own.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestContext {}
}
