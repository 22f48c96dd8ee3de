/**
 * Running the photo pipeline's work on a few items at once (docs/decisions/0010-photo-pipeline.md),
 * with failures reported in the items' order whatever order they happen in.
 */

/**
 * Runs `work` on every item with at most `limit` running at once, starting items in order. After a
 * failure it starts no more items and waits for the running ones, so nothing is still writing when it
 * rejects.
 *
 * @param items - the work's inputs
 * @param limit - how many run at once (at least 1)
 * @param work - what to do with one item
 * @returns the results, in the items' order
 * @throws the error of the first failed item in the items' order
 */
export async function mapBounded<Item, Result>(
  items: readonly Item[],
  limit: number,
  work: (item: Item) => Promise<Result>,
): Promise<Result[]> {
  const results: Result[] = [];
  const failures: { index: number; error: unknown }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < items.length && failures.length === 0) {
      const index = next;
      next += 1;
      try {
        results[index] = await work(items[index] as Item);
      } catch (error) {
        failures.push({ index, error });
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  const [first] = failures.sort((a, b) => a.index - b.index);
  if (first) throw first.error;
  return results;
}
