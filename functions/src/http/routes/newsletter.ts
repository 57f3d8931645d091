import { newsletterSchema, type NewsletterInput } from '@reshelf/domain';
import { Router } from 'express';
import { subscribe } from '../../services/newsletter';
import { validate } from '../middleware/validate';
import { sendCreated } from './replies';

export const newsletterRouter = Router();

newsletterRouter.post('/newsletter', validate(newsletterSchema), async (req, res) => {
  const { email } = req.body as NewsletterInput;
  const { created } = await subscribe(email);
  sendCreated(res, email, created);
});
