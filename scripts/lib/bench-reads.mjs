// Firestore reads of one page view, grouped by what was read.

/**
 * Groups the documents a page's listeners received (paths under /documents/) by collection
 * path without ids (users/{uid}/saved/{id} is users/saved). The signed-in user's own document,
 * users/{uid}, is the session's listener, read once per visit: counted apart from the page.
 */
export function readsByCollection(documentPaths) {
  const page = {};
  let session = 0;
  for (const path of documentPaths) {
    const segments = path.split('/');
    if (segments.length === 2 && segments[0] === 'users') {
      session += 1;
      continue;
    }
    const collection = segments.filter((_, i) => i % 2 === 0).join('/');
    page[collection] = (page[collection] ?? 0) + 1;
  }
  return { total: documentPaths.length - session, page, session };
}
