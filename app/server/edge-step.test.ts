import type { IncomingMessage, ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import { newVisit, runSteps, type EdgeStep } from './edge-step';

const request = (method: string, url: string) => ({ method, url, headers: {} }) as IncomingMessage;
const response = {} as ServerResponse;

describe('the list of steps', () => {
  it('runs the steps in order until one answers; a step may act again once the later ones have answered', async () => {
    const seen: string[] = [];
    const handOn =
      (name: string): EdgeStep =>
      async (_visit, next) => {
        seen.push(`${name} in`);
        await next();
        seen.push(`${name} out`);
      };
    const answer: EdgeStep = async () => {
      seen.push('answered');
    };
    const never: EdgeStep = async () => {
      seen.push('never reached');
    };
    await runSteps([handOn('first'), handOn('second'), answer, never], newVisit(request('GET', '/'), response, '127.0.0.1'));
    expect(seen).toEqual(['first in', 'second in', 'answered', 'second out', 'first out']);
  });

  it('fails loudly when every step hands on', async () => {
    const handOn: EdgeStep = (_visit, next) => next();
    await expect(runSteps([handOn], newVisit(request('GET', '/x'), response, '127.0.0.1'))).rejects.toThrow('No step answered GET /x');
  });

  it('reads a visit’s path, query and method once, for every step', () => {
    const visit = newVisit(request('HEAD', '/pricing?utm_source=x'), response, '198.51.100.7');
    expect(visit).toMatchObject({
      url: '/pricing?utm_source=x',
      pathname: '/pricing',
      search: '?utm_source=x',
      target: '/pricing?utm_source=x',
      headOnly: true,
      read: true,
      clientAddress: '198.51.100.7',
      body: null,
      bodyUnread: false,
      visitorPart: null,
    });
    expect(newVisit(request('POST', '/contact'), response, 'x')).toMatchObject({ search: '', read: false, headOnly: false });
    expect(newVisit(request('GET', '/a'), response, 'x').requestId).not.toBe(newVisit(request('GET', '/a'), response, 'x').requestId);
  });
});
