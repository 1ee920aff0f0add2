import { and, count, desc, eq } from 'drizzle-orm';
import type { Page } from '../../../contract/envelope';
import type { Order } from '../../../contract/orders';
import type { Db } from '../../db/client';
import { creditOrders } from '../../db/schema';
import { notFound } from '../errors';
import { serializeOrder } from './serialize';

/** The user's own orders, newest first. */
export async function listOrders(db: Db, userId: string, page: number, pageSize: number): Promise<Page<Order>> {
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(creditOrders)
      .where(eq(creditOrders.userId, userId))
      .orderBy(desc(creditOrders.createdAt), desc(creditOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ total: count() }).from(creditOrders).where(eq(creditOrders.userId, userId)),
  ]);
  return { items: rows.map(serializeOrder), total: Number(total), page, page_size: pageSize };
}

/** One of the user's orders; another user's order is 'not found', like one that does not exist. */
export async function getOrder(db: Db, userId: string, id: string): Promise<Order> {
  const [row] = await db
    .select()
    .from(creditOrders)
    .where(and(eq(creditOrders.id, id), eq(creditOrders.userId, userId)));
  if (!row) throw notFound('订单不存在');
  return serializeOrder(row);
}
