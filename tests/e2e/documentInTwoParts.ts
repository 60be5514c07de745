import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/** Asks the real server for what `incoming` asks for (its host name kept, so its brand), uncompressed. */
function forward(target: string, incoming: IncomingMessage): Promise<IncomingMessage> {
  const headers = { ...incoming.headers };
  delete headers['accept-encoding'];
  delete headers.connection;
  return new Promise((resolve, reject) =>
    request(
      new URL(incoming.url ?? '/', target),
      // No kept-alive connection: the test server closes (it waits for open ones) once the test ends.
      { method: incoming.method, headers, agent: false },
      resolve,
    )
      .on('error', reject)
      .end(),
  );
}

const bodyOf = async (response: IncomingMessage): Promise<string> => {
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
};

/**
 * A slow network in front of the test server (at `target`, `http://127.0.0.1:<port>`): a page's
 * HTML arrives in two parts, the first ending with `splitAfter`, the rest when the test calls
 * `sendRest`, so the browser parses and paints the first part alone; every other answer passes
 * through as it is. Visit `http://<brand>.localhost:<port>` of the answer's `port`; `close` stops it.
 */
export async function documentInTwoParts(
  target: string,
  splitAfter: string,
): Promise<{
  readonly port: number;
  readonly sendRest: () => void;
  readonly close: () => Promise<void>;
}> {
  let sendRest!: () => void;
  const restMayGo = new Promise<void>((resolve) => (sendRest = resolve));
  const proxy = createServer((incoming, outgoing) => {
    void forward(target, incoming).then(
      async (answer) => {
        const { 'content-length': _length, ...headers } = answer.headers;
        outgoing.writeHead(answer.statusCode ?? 502, headers);
        if (!String(headers['content-type']).startsWith('text/html')) return answer.pipe(outgoing);
        const html = await bodyOf(answer);
        const at = html.indexOf(splitAfter);
        const cut = at < 0 ? html.length : at + splitAfter.length;
        outgoing.write(html.slice(0, cut));
        void restMayGo.then(() => outgoing.end(html.slice(cut)));
      },
      () => outgoing.writeHead(502).end(),
    );
  });
  await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
  return {
    port: (proxy.address() as AddressInfo).port,
    sendRest,
    close: () =>
      new Promise((resolve) => {
        sendRest();
        proxy.closeAllConnections();
        proxy.close(() => resolve());
      }),
  };
}
