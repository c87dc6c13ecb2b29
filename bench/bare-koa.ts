// The baselines: a bare Koa route answering a small JSON document, or (BODY_FILE) the bytes of that
// file from memory as JSON: the same bytes a list answers, without anything the product does.
import Koa from 'koa';
import { readFileSync } from 'node:fs';

const app = new Koa();
const bytes = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : null;
app.use((ctx) => {
  if (bytes) {
    ctx.type = 'application/json';
    ctx.body = bytes;
    return;
  }
  ctx.body = { ok: true };
});
app.listen(Number(process.env.PORT ?? 5078), '127.0.0.1');
