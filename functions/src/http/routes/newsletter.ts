import { newsletterSchema, type NewsletterInput } from '@reshelf/domain';
import { Router } from 'express';
import { subscribe } from '../../services/newsletter';
import { rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { sendCreated } from './replies';

export const newsletterRouter = Router();

newsletterRouter.post('/newsletter', rateLimit('newsletter'), validate(newsletterSchema), async (req, res) => {
  const { email } = req.body as NewsletterInput;
  await subscribe(email);
  sendCreated(res, email);
});
