import { newReviewSchema, reviewDecisionSchema, type NewReview } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { hideReview, writeReview } from '../../services/reviews';
import { memberOf, requireAdmin, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam, validate } from '../middleware/validate';
import { sendUpdated } from './replies';

export const reviewsRouter = Router();

reviewsRouter.post('/orders/:id/review', rateLimit('review'), requireUser, validate(newReviewSchema), create);
reviewsRouter.put('/reviews/:id', requireAdmin, validate(reviewDecisionSchema), decide);

/** The created reply, and whether the review went out at once (the other side's was in). */
async function create(req: Request, res: Response) {
  const { id, published } = await writeReview(memberOf(req), pathParam(req, 'id'), req.body as NewReview);
  res.status(201).json({ acknowledged: true, insertedId: id, published });
}

async function decide(req: Request, res: Response) {
  sendUpdated(res, await hideReview(memberOf(req), pathParam(req, 'id')));
}
