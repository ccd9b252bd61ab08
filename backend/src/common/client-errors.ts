import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBody } from './http-error';

/** What Node's HTTP parser refused, answered in the API's error shape. */
function refusal(code: string | undefined): {
  status: number;
  message: string;
} {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        message:
          "The request's address and headers are larger than the 16 kB limit",
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return {
        status: 408,
        message: 'The request took too long to arrive',
      };
    default:
      return { status: 400, message: 'The request could not be read' };
  }
}

/**
 * A request Node's parser refuses before any route sees it (headers over
 * 16 kB, a malformed request line, a request that never finished arriving)
 * gets the same JSON error as every other refusal, instead of Node's empty
 * status line, and the connection is closed.
 */
export function answerClientErrors(server: Server): void {
  server.on(
    'clientError',
    (
      error: NodeJS.ErrnoException,
      socket: Duplex & { _httpMessage?: unknown },
    ) => {
      // The peer is gone, or a response is already under way on it.
      if (
        error.code === 'ECONNRESET' ||
        !socket.writable ||
        socket._httpMessage
      )
        return void socket.destroy();
      const { status, message } = refusal(error.code);
      const refused = errorBody(status, message);
      const body = JSON.stringify(refused);
      socket.end(
        [
          `HTTP/1.1 ${status} ${refused.error}`,
          'Content-Type: application/json; charset=utf-8',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          '',
          body,
        ].join('\r\n'),
      );
    },
  );
}
