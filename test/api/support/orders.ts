import type { CreatedReply, OrderDoc, ProductDoc } from '@reshelf/domain';
import { expect } from 'vitest';
import { db } from '../../support/firebase-admin';
import { call } from './http';
import type { Person } from './people';
import { createProduct } from './products';

/** `buyer` books a fresh book of `seller` through the API, meeting at Gulshan 1. */
export async function booking(buyer: Person, seller: Person, product: Partial<ProductDoc> = {}) {
  const productId = await createProduct(seller, product);
  const res = await call<CreatedReply>('POST', '/orders', {
    token: buyer.accessToken,
    body: { productId, meetingLocation: 'Gulshan 1' },
  });
  expect(res.status).toBe(201);
  return { orderId: res.body.insertedId, productId };
}

export const orderDoc = async (id: string) => (await db.doc(`orders/${id}`).get()).data() as OrderDoc | undefined;
