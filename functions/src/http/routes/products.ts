import {
  emailField,
  IDEMPOTENCY_KEY_HEADER,
  idempotencyHeadersSchema,
  newProductSchema,
  pageQuerySchema,
  productEditSchema,
  type NewProduct,
  type ProductEdit,
} from '@reshelf/domain';
import { Router, type Request, type Response } from 'express';
import { addProduct, categoryBooks, deleteProduct, editProduct, sellerProducts } from '../../services/products';
import {
  callerOf,
  memberOf,
  requireSeller,
  requireUser,
  requireVerifiedEmail,
  requireVerifiedPhone,
  verifiedPhoneOf,
} from '../middleware/auth';
import { rateLimit } from '../middleware/rate-limit';
import { parseInput, pathParam, validate } from '../middleware/validate';
import { sendCreated, sendDeleted, sendUpdated } from './replies';

export const productsRouter = Router();

productsRouter.post(
  '/addProduct',
  rateLimit('listing'),
  requireSeller,
  requireVerifiedPhone,
  validate(newProductSchema),
  createProduct,
);
productsRouter.get('/addProduct', requireUser, listSellerProducts);
productsRouter.put(
  '/addProduct/:id',
  rateLimit('listing'),
  requireSeller,
  requireVerifiedEmail,
  validate(productEditSchema),
  updateProduct,
);
productsRouter.delete('/addProduct/:id', rateLimit('listing'), requireUser, removeProduct);
productsRouter.get('/categoryBooks/:id', requireUser, listCategoryBooks);

const sellerProductsQuerySchema = pageQuerySchema.extend({ email: emailField });

async function createProduct(req: Request, res: Response) {
  const { [IDEMPOTENCY_KEY_HEADER]: key } = parseInput(idempotencyHeadersSchema, {
    [IDEMPOTENCY_KEY_HEADER]: req.get(IDEMPOTENCY_KEY_HEADER),
  });
  const { id, created } = await addProduct(memberOf(req), req.body as NewProduct, verifiedPhoneOf(req), key);
  sendCreated(res, id, created);
}

async function listSellerProducts(req: Request, res: Response) {
  const { email, ...page } = parseInput(sellerProductsQuerySchema, req.query);
  res.json(await sellerProducts(callerOf(req), email, page));
}

async function updateProduct(req: Request, res: Response) {
  sendUpdated(res, await editProduct(memberOf(req), pathParam(req, 'id'), req.body as ProductEdit));
}

async function removeProduct(req: Request, res: Response) {
  sendDeleted(res, await deleteProduct(memberOf(req), pathParam(req, 'id')));
}

async function listCategoryBooks(req: Request, res: Response) {
  res.json(await categoryBooks(pathParam(req, 'id'), parseInput(pageQuerySchema, req.query)));
}
