import {
  emailField,
  newOrderSchema,
  ORDER_MOVE_ENDPOINTS,
  pageQuerySchema,
  type NewOrder,
  type OrderMoveEndpoint,
} from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { allOrders, bookOrder, moveOrder, ordersOf, sellerOrders } from '../../services/orders';
import {
  callerOf,
  memberOf,
  requireAdmin,
  requireSeller,
  requireUser,
  requireVerifiedPhone,
  verifiedPhoneOf,
} from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput, pathParam, validate } from '../middleware/validate';
import { sendCreated, sendUpdated } from './replies';

export const ordersRouter = Router();

ordersRouter.post(
  '/orders',
  rateLimit('booking'),
  requireUser,
  requireVerifiedPhone,
  validate(newOrderSchema),
  createOrder,
);
ordersRouter.get('/orders', requireAdmin, listAllOrders);
ordersRouter.get('/orders/:email', requireUser, listOrdersOf);
ordersRouter.get('/sellerOrders', requireSeller, listSellerOrders);
// Pay, Mark as sold, Cancel booking, Decline and Not paid: the order lifecycle's moves (domain).
for (const endpoint of ORDER_MOVE_ENDPOINTS) {
  ordersRouter.put(`/orders/:id/${endpoint}`, rateLimit('orderMove'), requireUser, move(endpoint));
}

async function createOrder(req: Request, res: Response) {
  const { id, created } = await bookOrder(memberOf(req), req.body as NewOrder, verifiedPhoneOf(req));
  sendCreated(res, id, created);
}

async function listAllOrders(req: Request, res: Response) {
  res.json(await allOrders(parseInput(pageQuerySchema, req.query)));
}

async function listOrdersOf(req: Request, res: Response) {
  const email = parseInput(emailField, pathParam(req, 'email'));
  res.json(await ordersOf(callerOf(req), email, parseInput(pageQuerySchema, req.query)));
}

async function listSellerOrders(req: Request, res: Response) {
  res.json(await sellerOrders(memberOf(req), parseInput(pageQuerySchema, req.query)));
}

function move(endpoint: OrderMoveEndpoint) {
  return async (req: Request, res: Response) => {
    sendUpdated(res, await moveOrder(memberOf(req), pathParam(req, 'id'), endpoint));
  };
}
