// Kept in domain: the API links a saved search's match to the book page too.
export { bookPath } from '@reshelf/domain';
