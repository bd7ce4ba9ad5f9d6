import type { RequestContext } from './http-server';

// Loaders and actions receive the client's address (from the socket or the trusted proxy).
declare module 'react-router' {
  interface AppLoadContext extends RequestContext {}
}
