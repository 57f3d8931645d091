import type { CreatedReply, DeletedReply, UpdatedReply } from '@reshelf/domain';
import type { Response } from 'express';

/** 201 for a new document, 200 when a repeat found it already there. */
export const sendCreated = (res: Response, insertedId: string, created = true) =>
  res.status(created ? 201 : 200).json({ acknowledged: true, insertedId } satisfies CreatedReply);

export const sendUpdated = (res: Response, modifiedCount: number) =>
  res.json({ acknowledged: true, modifiedCount } satisfies UpdatedReply);

export const sendDeleted = (res: Response, deletedCount: number) =>
  res.json({ acknowledged: true, deletedCount } satisfies DeletedReply);
