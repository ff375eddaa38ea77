// Records whose answer text is already written (by the database, db/rapido/json.ts): the fast path makes them and
// http/envelopes.ts answers them as they are. It lives here so that http/ needs nothing of the fast path.

/** Records as the database wrote them, the answer's JSON text of each. */
export class RegistrosEnJson {
  constructor(readonly textos: readonly string[]) {}
}
