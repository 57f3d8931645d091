import { advertiseSchema, pageQuerySchema, type AdvertiseRequest } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { advertise, listAdvertisements } from '../../services/advertisements';
import { memberOf, requireUser, requireVerifiedEmail } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput, validate } from '../middleware/validate';
import { sendCreated } from './replies';

export const advertisementsRouter = Router();

advertisementsRouter.get('/advertise', listOffers);
advertisementsRouter.post(
  '/advertise',
  rateLimit('advertising'),
  requireUser,
  requireVerifiedEmail,
  validate(advertiseSchema),
  advertiseProduct,
);

async function listOffers(req: Request, res: Response) {
  res.json(await listAdvertisements(parseInput(pageQuerySchema, req.query)));
}

async function advertiseProduct(req: Request, res: Response) {
  const { product } = req.body as AdvertiseRequest;
  const { created } = await advertise(memberOf(req), product._id);
  sendCreated(res, product._id, created);
}
