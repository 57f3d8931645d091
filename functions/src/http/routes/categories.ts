import { pageQuerySchema } from '@reshelf/domain';
import { Router } from 'express';
import { listCategories } from '../../services/categories';
import { parseInput } from '../middleware/validate';

export const categoriesRouter = Router();

categoriesRouter.get('/categories', async (req, res) => {
  res.json(await listCategories(parseInput(pageQuerySchema, req.query)));
});
