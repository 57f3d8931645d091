import { Router, type Request, type Response } from 'express';
import { markAllRead, markRead } from '../../services/notifications';
import { memberOf, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { pathParam } from '../middleware/validate';
import { sendUpdated } from './replies';

export const notificationsRouter = Router();

// Declared before /:id/read: "read" is no notification's id.
notificationsRouter.put('/notifications/read', rateLimit('notifications'), requireUser, readAll);
notificationsRouter.put('/notifications/:id/read', rateLimit('notifications'), requireUser, readOne);

async function readOne(req: Request, res: Response) {
  sendUpdated(res, await markRead(memberOf(req).uid, pathParam(req, 'id')));
}

async function readAll(req: Request, res: Response) {
  sendUpdated(res, await markAllRead(memberOf(req).uid));
}
