/**
 * Answering a request whose body was not read to its end (a form whose file is past its limit)
 * without losing the answer. A socket closed with unread bytes in its receive buffer makes the
 * kernel reset the connection, and a browser still uploading then throws away the answer it was
 * sent: Chromium shows "connection reset" instead of the page. So, as Apache and nginx do (a
 * "lingering close"): the answer goes out with `Connection: close`, our side of the connection is
 * shut once it is sent, and what the browser still sends is read and dropped, never parsed, until
 * it stops, for a bounded time and number of bytes; then the socket is closed.
 */
import type { IncomingMessage } from 'node:http';

interface LingerLimits {
  /** How long what the browser still sends is read and dropped after the answer. */
  ms: number;
  /** How many bytes at most; past them the socket is closed, whatever is lost. */
  bytes: number;
}

/**
 * Long enough for a browser to finish sending a file several times the form's limit on a slow
 * line; short and small enough that a sender who never stops costs one socket for a few seconds.
 */
const LINGER: LingerLimits = { ms: 5000, bytes: 64 * 1024 * 1024 };

/**
 * Marks the answer `Connection: close` and makes this request's socket linger once the answer is
 * out. Call before the answer is sent, with the request no longer piped anywhere.
 */
export function lingerAfterAnswer(req: IncomingMessage, setHeader: (name: string, value: string) => unknown, limits: LingerLimits = LINGER): void {
  setHeader('Connection', 'close');
  const socket = req.socket;
  // Node ends an answer sent with Connection: close with socket.destroySoon() (end, then destroy as soon as
  // the answer is written): for this one socket it ends and lingers instead.
  socket.destroySoon = () => {
    let dropped = 0;
    const close = () => socket.destroy();
    const timer = setTimeout(close, limits.ms);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
    // FIN after the answer: the browser reads it once its upload is done, then closes its side, which closes ours.
    socket.end();
    req.on('data', (chunk: Buffer) => {
      dropped += chunk.length;
      if (dropped > limits.bytes) close();
    });
    req.on('error', close);
    req.resume();
  };
}
