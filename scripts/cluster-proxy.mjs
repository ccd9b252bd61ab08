// A small sticky proxy in front of several app replicas, the Node counterpart of
// docker/nginx.conf for `npm run test:cluster`. A client is pinned to a replica by the
// `dc_replica` cookie (set on its first response, round robin), so Socket.IO's
// long-polling requests and its WebSocket upgrade reach the replica that holds the
// connection. HTTP requests and WebSocket upgrades are both forwarded.
import http from 'node:http';
import net from 'node:net';

export const REPLICA_COOKIE = 'dc_replica';

function pinnedReplica(cookieHeader, count) {
  const match = new RegExp(`(?:^|;)\\s*${REPLICA_COOKIE}=(\\d+)`).exec(
    cookieHeader ?? '',
  );
  const index = match ? Number(match[1]) : NaN;
  return Number.isInteger(index) && index >= 0 && index < count
    ? index
    : undefined;
}

function forwardedHeaders(req) {
  const remote = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  return {
    ...req.headers,
    'x-forwarded-for': prior ? `${prior}, ${remote}` : remote,
    'x-forwarded-proto': 'http',
  };
}

/**
 * Starts the proxy on 127.0.0.1:`port` (0: any free port) in front of the
 * replicas at `upstreams` (base URLs). Resolves to { url, close }.
 */
export function startProxy({ upstreams, port = 0 }) {
  const targets = upstreams.map((u) => new URL(u));
  let next = 0;
  const choose = (req) => {
    const pinned = pinnedReplica(req.headers.cookie, targets.length);
    if (pinned !== undefined) return { index: pinned, fresh: false };
    const index = next;
    next = (next + 1) % targets.length;
    return { index, fresh: true };
  };

  const server = http.createServer((req, res) => {
    const { index, fresh } = choose(req);
    const target = targets[index];
    const upstream = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: forwardedHeaders(req),
      },
      (answer) => {
        const headers = { ...answer.headers, 'x-replica': String(index) };
        if (fresh) {
          const pin = `${REPLICA_COOKIE}=${index}; Path=/; HttpOnly; SameSite=Lax`;
          const set = answer.headers['set-cookie'] ?? [];
          headers['set-cookie'] = [...set, pin];
        }
        res.writeHead(answer.statusCode ?? 502, headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent)
        res.writeHead(502, { 'content-type': 'text/plain' });
      res.end('replica unreachable');
    });
    req.pipe(upstream);
  });

  server.on('upgrade', (req, client, head) => {
    const { index } = choose(req);
    const target = targets[index];
    const upstream = net.connect(Number(target.port), target.hostname, () => {
      const headers = forwardedHeaders(req);
      const lines = [`${req.method} ${req.url} HTTP/1.1`];
      for (const [name, value] of Object.entries(headers))
        for (const v of Array.isArray(value) ? value : [value])
          lines.push(`${name}: ${v}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head?.length) upstream.write(head);
      upstream.pipe(client);
      client.pipe(upstream);
    });
    const close = () => {
      upstream.destroy();
      client.destroy();
    };
    upstream.on('error', close);
    client.on('error', close);
    upstream.on('close', close);
    client.on('close', close);
  });

  return new Promise((resolve) => {
    server.listen(port, '127.0.0.1', () => {
      const { port: bound } = server.address();
      resolve({
        url: `http://127.0.0.1:${bound}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
