// The baseline: a bare Koa route answering a small JSON document.
import Koa from 'koa';

const app = new Koa();
app.use((ctx) => {
  ctx.body = { ok: true };
});
app.listen(Number(process.env.PORT ?? 5078), '127.0.0.1');
