// A hostile web site on 127.0.0.1: every page is a way to hang, crash or fool a crawler or an extractor.
import crypto from 'node:crypto';
import http from 'node:http';

export interface HostileSite { origin: string; stop(): Promise<void> }

const page = (body: string) => `<!doctype html><html><head><title>hostile</title></head><body>${body}</body></html>`;

/** The cases, by path: each writes its own response. */
export const cases: Record<string, (req: http.IncomingMessage, res: http.ServerResponse) => void> = {
  '/slow-body': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const t = setInterval(() => res.write('<p>a</p>'), 500); // each chunk in time, the body never ends
    res.on('close', () => clearInterval(t));
  },
  '/never-answers': () => { /* headers never come */ },
  '/nul-bytes': (req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<h2>CS 101 Intro\u0000duction</h2><p>Credits:\u0000 3</p>`)); },
  '/deep': (req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).end(page(`${'<div>'.repeat(5000)}<h3>ENG 200 Deep</h3>${'</div>'.repeat(5000)}`)); },
  '/huge': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    const chunk = '<p>filler</p>'.repeat(8000);
    for (let i = 0; i < 100; i++) res.write(chunk); // about 10 MB, over the body cap
    res.end();
  },
  '/truncated': (req, res) => {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': '100000' });
    res.write(page('<h2>MATH 1 Cut</h2>').slice(0, 60));
    setTimeout(() => res.destroy(), 50);
  },
  '/invalid-bytes': (req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(Buffer.concat([Buffer.from(page('<h2>BIO 3 ')), crypto.randomBytes(4000), Buffer.from('</h2>')])); },
  '/bad-charset': (req, res) => { res.writeHead(200, { 'content-type': 'text/html; charset=x-no-such-charset' }).end(page('<p>charset</p>')); },
  '/header-storm': (req, res) => {
    for (let i = 0; i < 400; i++) res.setHeader(`x-storm-${i}`, 'x'.repeat(100)); // 40 KB of headers
    res.writeHead(200, { 'content-type': 'text/html' }).end(page('storm'));
  },
  '/redirect-loop': (req, res) => { res.writeHead(302, { location: '/redirect-loop2' }).end(); },
  '/redirect-loop2': (req, res) => { res.writeHead(302, { location: '/redirect-loop' }).end(); },
  '/not-found': (req, res) => { res.writeHead(404, { 'content-type': 'text/html' }).end(page('missing')); },
  '/server-error': (req, res) => { res.writeHead(500).end(); },
  '/reset': (req) => { req.socket.destroy(); },
  // Script and form links read without running the scripts: unclosed brackets in thousands of handlers, a GET
  // form's select of 50,000 options, functions that call each other without end.
  '/script-brackets': (req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).end(page(Array.from({ length: 1200 }, () => `<div onclick="${'a=('.repeat(1300)}">x</div>`).join(''))); },
  '/form-options': (req, res) => { res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<form action="/form-options"><select name="d">${Array.from({ length: 50000 }, (_, i) => `<option value="v${i}">V${i}</option>`).join('')}</select></form>`)); },
  '/script-calls': (req, res) => {
    const fns = Array.from({ length: 300 }, (_, i) => `function f${i}(x) { ${Array.from({ length: 30 }, (_, k) => `f${(i + k + 1) % 300}(x);`).join(' ')} }`);
    res.writeHead(200, { 'content-type': 'text/html' }).end(page(`<script>${fns.join('\n')}</script>${Array.from({ length: 2000 }, (_, i) => `<a href="#" onclick="f${i % 300}('a')">x</a>`).join('')}`));
  },
};

function index(): string {
  const links = Object.keys(cases).map((p) => `<a href="${p}">${p}</a>`);
  for (let i = 0; i < 20; i++) links.push(`<a href="/random/${i}">random ${i}</a>`, `<a href="/storm/0/${i}">storm ${i}</a>`);
  return page(links.join(' '));
}

/** Random pages, cut at a random point, sometimes with a lying length or random bytes. */
function randomPage(n: number, res: http.ServerResponse): void {
  const rnd = crypto.createHash('sha1').update(String(n)).digest();
  const body = page(`<h2>HIS ${100 + n} Random</h2><p>Credits: ${rnd[0]! % 5}</p>${'<p>text</p>'.repeat(rnd[1]! * 4)}<a href="/random/${n + 20}">next</a>`);
  const cut = Math.floor((rnd[2]! / 255) * body.length);
  if (rnd[3]! % 3 === 0) {
    res.writeHead(200, { 'content-type': 'text/html', 'content-length': String(body.length) });
    res.write(body.slice(0, cut));
    res.destroy();
  } else if (rnd[3]! % 3 === 1) {
    res.writeHead(200, { 'content-type': 'text/html' }).end(Buffer.concat([Buffer.from(body.slice(0, cut)), crypto.randomBytes(200)]));
  } else res.writeHead(200, { 'content-type': 'text/html' }).end(body);
}

export async function startHostileSite(options: { slowRobots?: boolean } = {}): Promise<HostileSite> {
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === '/robots.txt') {
      const answer = () => res.writeHead(200, { 'content-type': 'text/plain' }).end(`User-agent: *\nDisallow: /private/\nCrawl-delay: soon, please\n`);
      if (options.slowRobots) setTimeout(answer, 3000);
      else answer();
      return;
    }
    if (url === '/') return void res.writeHead(200, { 'content-type': 'text/html' }).end(index());
    const random = /^\/random\/(\d+)$/.exec(url);
    if (random) return randomPage(Number(random[1]), res);
    const storm = /^\/storm\/(\d+)\/(\d+)$/.exec(url);
    if (storm) return void res.writeHead(302, { location: `/storm/${Number(storm[1]) + 1}/${storm[2]}` }).end(); // redirects without end
    const handler = cases[url];
    if (handler) return handler(req, res);
    res.writeHead(404).end();
  });
  server.headersTimeout = 0;
  server.requestTimeout = 0;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    origin: `http://127.0.0.1:${(server.address() as { port: number }).port}`,
    stop: () => { server.closeAllConnections(); return new Promise((r) => server.close(() => r())); },
  };
}
