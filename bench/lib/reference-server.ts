// A bare Node server for P12's reference (bench/p12-reference.ts): what four processes
// behind HAProxy keep of one on this machine when the server is as light as a server can
// be. GET answers fixed bytes (the site's cached public reads); POST runs one statement
// that moves a balance and writes a row whose trigger NOTIFYs (a dice round's shape); each
// process LISTENs as an instance does. No framework, no validation, no app code.
import http from 'node:http';
import pg from 'pg';

const port = Number(process.env.PORT);
const pool = new pg.Pool({
  connectionString: process.env.DATABASE_URL,
  max: Number(process.env.POOL ?? 10),
});
const listing = Buffer.from(
  JSON.stringify({
    success: true,
    value: Array.from({ length: 40 }, (_, i) => ({ id: i, name: `Game ${i}`, img: `/g/${i}` })),
  }),
);
const listener = await pool.connect();
listener.on('notification', () => {});
await listener.query('LISTEN reference_event');

const send = (res: http.ServerResponse, body: Buffer) => {
  res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  res.end(body);
};

http
  .createServer((req, res) => {
    if (req.method === 'GET') return send(res, listing);
    req.resume();
    req.on('end', () => {
      const wallet = 1 + (Number(req.headers['x-wallet'] ?? 0) % 50);
      const win = Math.random() < 0.5 ? 20 : 0;
      pool
        .query<{ balance: string }>(
          `WITH w AS (UPDATE reference_wallet SET balance = balance - 10 + $2 WHERE id = $1
             RETURNING balance)
           INSERT INTO reference_posting (wallet_id, amount, balance)
           SELECT $1, $2, balance FROM w RETURNING balance`,
          [wallet, win],
        )
        .then(
          (r) => send(res, Buffer.from(JSON.stringify({ balance: r.rows[0]?.balance, win }))),
          () => res.writeHead(500).end(),
        );
    });
  })
  .listen(port, '127.0.0.1');
