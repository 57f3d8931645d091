import { newMessageSchema, type NewMessage } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { markRead, sendMessage } from '../../services/conversations';
import { memberOf, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam, validate } from '../middleware/validate';
import { sendCreated, sendUpdated } from './replies';

export const conversationsRouter = Router();

conversationsRouter.post(
  '/orders/:id/messages',
  rateLimit('message'),
  requireUser,
  validate(newMessageSchema),
  createMessage,
);
conversationsRouter.put('/orders/:id/messages/read', rateLimit('messageRead'), requireUser, readMessages);

async function createMessage(req: Request, res: Response) {
  sendCreated(res, await sendMessage(memberOf(req), pathParam(req, 'id'), (req.body as NewMessage).text));
}

async function readMessages(req: Request, res: Response) {
  sendUpdated(res, await markRead(memberOf(req), pathParam(req, 'id')));
}
