import { savedSearchSchema, type NewSavedSearch } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { deleteSavedSearch, saveBook, saveSearch, unsaveBook } from '../../services/saved';
import { memberOf, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam, validate } from '../middleware/validate';
import { sendCreated, sendDeleted } from './replies';

export const savedRouter = Router();

savedRouter.put('/saved/books/:productId', rateLimit('saved'), requireUser, save);
savedRouter.delete('/saved/books/:productId', rateLimit('saved'), requireUser, unsave);
savedRouter.post('/saved/searches', rateLimit('saved'), requireUser, validate(savedSearchSchema), createSearch);
savedRouter.delete('/saved/searches/:id', rateLimit('saved'), requireUser, deleteSearch);

async function save(req: Request, res: Response) {
  const productId = pathParam(req, 'productId');
  sendCreated(res, productId, await saveBook(memberOf(req), productId));
}

async function unsave(req: Request, res: Response) {
  sendDeleted(res, await unsaveBook(memberOf(req), pathParam(req, 'productId')));
}

async function createSearch(req: Request, res: Response) {
  const { id, created } = await saveSearch(memberOf(req), req.body as NewSavedSearch);
  sendCreated(res, id, created);
}

async function deleteSearch(req: Request, res: Response) {
  sendDeleted(res, await deleteSavedSearch(memberOf(req), pathParam(req, 'id')));
}
