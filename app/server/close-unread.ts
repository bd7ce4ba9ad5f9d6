import type { IncomingMessage, ServerResponse } from 'node:http';

/** How long a connection stays open, unread, after its answer: enough for the answer to arrive. */
export const LINGER_MS = 1000;

/**
 * Ends a connection whose request body is not to be read. The answer goes out with `Connection: close`;
 * then nothing more of the body is read, and the socket closes a moment later. Left to itself, Node
 * would read the rest of the body to throw it away and reset the connection at once, and a reset can
 * reach a client still busy sending its body before the answer does.
 */
export function closeUnread(req: IncomingMessage, res: ServerResponse, lingerMs = LINGER_MS): void {
  const socket = req.socket;
  res.setHeader('connection', 'close');
  res.once('finish', () => {
    // Undo the immediate destroy Node arranged (socket.destroySoon) in favour of the one below.
    socket.removeListener('finish', socket.destroy);
    const stopReading = () => {
      req.pause();
      socket.pause();
    };
    stopReading();
    // Node resumes the request on the next tick to drain it: pause again after that.
    setImmediate(stopReading);
    setTimeout(() => socket.destroy(), lingerMs).unref();
  });
}
