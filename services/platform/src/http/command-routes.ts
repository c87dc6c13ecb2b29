import type Router from '@koa/router';
import type { Actor } from '../es/command';
import type { EventStore } from '../ports';
import type { AppState } from './app';
import { actorOf, answerCommand, bodyObject, expectedRevisionFromQuery, expectedRevisionOf, idParam } from './command-input';

type Answer = Promise<{ position: number }>;

/** The command functions behind one kind of item's create, edit and remove routes. */
export interface CrudCommands<TBody> {
  /** The collection, e.g. `/api/setups`: POST there creates, PUT and DELETE `<path>/:id` edit and remove. */
  path: string;
  /** What a malformed or unknown id is answered as: `<what> not found`. */
  what: string;
  create(store: EventStore, actor: Actor, body: TBody): Answer;
  update(store: EventStore, actor: Actor, id: string, body: TBody, expectedRevision: number | undefined): Answer;
  remove(store: EventStore, actor: Actor, id: string, expectedRevision: number | undefined): Answer;
}

/**
 * The thin create / edit / remove routes of one kind of item (ARCHITECTURE.md, "Write path"):
 * POST answers 201, PUT takes the revision the client last saw in its body and DELETE in
 * `?expectedRevision=`; each answers `{ id, position, revision }` with `X-Tackle-Position`
 * (`answerCommand`). The id is checked before the body, the body before the revision.
 */
export function crudCommandRoutes<TBody>(router: Router<AppState>, store: EventStore, commands: CrudCommands<TBody>): Router<AppState> {
  const itemId = (raw: string | undefined) => idParam(raw, commands.what);

  router.post(commands.path, async (ctx) => {
    answerCommand(ctx, await commands.create(store, actorOf(ctx), bodyObject(ctx.request.body) as TBody), 201);
  });

  router.put(`${commands.path}/:id`, async (ctx) => {
    const id = itemId(ctx.params.id);
    const body = bodyObject(ctx.request.body);
    const expectedRevision = expectedRevisionOf(body);
    answerCommand(ctx, await commands.update(store, actorOf(ctx), id, body as TBody, expectedRevision));
  });

  router.delete(`${commands.path}/:id`, async (ctx) => {
    const id = itemId(ctx.params.id);
    const expectedRevision = expectedRevisionFromQuery(ctx.query.expectedRevision);
    answerCommand(ctx, await commands.remove(store, actorOf(ctx), id, expectedRevision));
  });

  return router;
}
