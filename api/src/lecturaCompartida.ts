/**
 * Concurrent callers of one read share its runs, but none is answered by a run that began before it
 * called: a caller that arrives while a run is in flight waits for the next one, which starts as soon
 * as that run ends and answers every caller that arrived meanwhile. Each answer is at least as fresh
 * as its request (a write committed before the request is in it), and N callers at once cost two runs,
 * not N. For reads that are the same for every caller and cost many statements (the dashboard).
 */
export function lecturaCompartida<T>(leer: () => Promise<T>): () => Promise<T> {
  let enCurso: Promise<T> | undefined;
  let siguiente: Promise<T> | undefined;
  const empezar = (): Promise<T> => {
    const corrida = leer().finally(() => {
      if (enCurso === corrida) enCurso = undefined;
    });
    enCurso = corrida;
    return corrida;
  };
  const esperarYEmpezar = async (anterior: Promise<T>) => {
    await anterior.catch(() => undefined);
    siguiente = undefined;
    return empezar();
  };
  return () => {
    if (!enCurso) return empezar();
    siguiente ??= esperarYEmpezar(enCurso);
    return siguiente;
  };
}
