import { emailField, newOrderSchema, pageQuerySchema, type NewOrder } from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { allOrders, bookOrder, ordersOf, payOrder } from '../../services/orders';
import { callerOf, memberOf, requireAdmin, requireUser } from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput, pathParam, validate } from '../middleware/validate';
import { sendCreated, sendUpdated } from './replies';

export const ordersRouter = Router();

ordersRouter.post('/orders', requireUser, rateLimit('booking'), validate(newOrderSchema), createOrder);
ordersRouter.get('/orders', requireAdmin, listAllOrders);
ordersRouter.get('/orders/:email', requireUser, listOrdersOf);
ordersRouter.put('/orders/:id/pay', requireUser, rateLimit('orderMove'), pay);

async function createOrder(req: Request, res: Response) {
  sendCreated(res, await bookOrder(memberOf(req), req.body as NewOrder));
}

async function listAllOrders(req: Request, res: Response) {
  res.json(await allOrders(parseInput(pageQuerySchema, req.query)));
}

async function listOrdersOf(req: Request, res: Response) {
  const email = parseInput(emailField, pathParam(req, 'email'));
  res.json(await ordersOf(callerOf(req), email, parseInput(pageQuerySchema, req.query)));
}

async function pay(req: Request, res: Response) {
  sendUpdated(res, await payOrder(memberOf(req), pathParam(req, 'id')));
}
