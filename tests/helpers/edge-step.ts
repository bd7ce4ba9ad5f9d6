import http from 'node:http';
import type net from 'node:net';
import { clientAddress } from '../../app/server/client-address';
import { newVisit, runSteps, type EdgeStep, type Visit } from '../../app/server/edge-step';
import type { RequestContext } from '../../app/server/http-server';
import { createRouterAnswer, type RouterAnswer } from '../../app/server/router-answer';

export const SITE = 'http://site.test';
export const HANDED_ON = 'x-handed-on';

/** What the step left on a visit it handed on, as the step after it sees it. */
export interface HandedOn {
  target: string;
  body: string | null;
  bodyUnread: boolean;
  visitorPart: boolean;
}

/** What the stand-in for React Router was asked to render. */
export interface Asked {
  url: string;
  method: string;
  body: string;
  context: RequestContext;
}

/**
 * React Router's answer with a stand-in for React Router (the edge's own code around it is real):
 * records what it was asked, and answers with `render` (by default a small page naming the URL).
 */
export function standInAnswer(
  render: (request: Request, context: RequestContext) => Response | Promise<Response> = (request) =>
    new Response(`<!doctype html><p id="url">${request.url}</p>${'<p>filler</p>'.repeat(100)}`, {
      headers: { 'content-type': 'text/html; charset=utf-8' },
    }),
): { answer: RouterAnswer; asked: Asked[] } {
  const asked: Asked[] = [];
  const answer = createRouterAnswer(
    {
      publicOrigin: () => SITE,
      handler: async (request, context) => {
        asked.push({ url: request.url, method: request.method, body: request.body ? await request.text() : '', context });
        return render(request, context);
      },
    },
    {},
  );
  return { answer, asked };
}

/**
 * One step of the edge on a free port, alone: a request it hands on reaches a last step that answers
 * 200 with `x-handed-on` and what the step left on the visit (JSON), the body read whole.
 */
export async function startStep(step: EdgeStep) {
  const handedOn: HandedOn[] = [];
  const last: EdgeStep = async (visit: Visit) => {
    const body = visit.body === null ? null : Buffer.isBuffer(visit.body) ? visit.body.toString() : await new Response(visit.body).text();
    const seen: HandedOn = { target: visit.target, body, bodyUnread: visit.bodyUnread, visitorPart: visit.visitorPart !== null };
    handedOn.push(seen);
    visit.res.writeHead(200, { 'content-type': 'application/json', [HANDED_ON]: 'yes' });
    visit.res.end(JSON.stringify(seen));
  };
  const server = http.createServer((req, res) => {
    const visit = newVisit(req, res, clientAddress(req, true));
    runSteps([step, last], visit).catch((error: unknown) => {
      res.writeHead(500);
      res.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    handedOn,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
