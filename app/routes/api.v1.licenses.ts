import { handleLicenseApi, problem, toResponse } from '~/web/license-api.server';
import { addressBucket } from '~/web/rate-limit.server';
import type { Route } from './+types/api.v1.licenses';

// The license API's adapter (docs/licensing.md). The production edge answers these calls through the
// same handler without React Router (app/server/api-edge.ts, decision 013); this route is the way in
// everywhere else (the dev server, any path the edge does not recognise). Nothing here reads a cookie.

export function loader() {
  return toResponse(problem('method_not_allowed', {}, { allow: 'POST' }));
}

export function action({ request, params, context }: Route.ActionArgs) {
  return handleLicenseApi(request, params.operation, {
    clientAddress: context.clientAddress,
    addressKey: addressBucket(context.clientAddress),
  });
}
