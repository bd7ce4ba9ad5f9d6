import { openApiDocument } from '~/features/licenses/api/openapi';

export function loader({ request }: { request: Request }) {
  return new Response(JSON.stringify(openApiDocument(new URL(request.url).origin)), {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}
