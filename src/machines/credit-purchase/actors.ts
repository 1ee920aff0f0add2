import { fromPromise } from 'xstate';
import type { Page } from '../../../contract/envelope';
import type { CreateOrderInput, Order, PaymentMethods } from '../../../contract/orders';
import { cancelOrder, createOrder, fetchOrder, fetchOrders, fetchPaymentMethods } from '../../api/orders';

/** The real actors that call the API, for machine.provide({ actors }); refreshBalance comes from the session at the edge. */
export const creditPurchaseActors = {
  fetchPaymentMethods: fromPromise<PaymentMethods>(() => fetchPaymentMethods()),
  createOrder: fromPromise<Order, CreateOrderInput>(({ input }) => createOrder(input)),
  fetchOrder: fromPromise<Order, { id: string }>(({ input }) => fetchOrder(input.id)),
  cancelOrder: fromPromise<Order, { id: string }>(({ input }) => cancelOrder(input.id)),
  fetchOrders: fromPromise<Page<Order>, { page: number; pageSize: number }>(({ input }) => fetchOrders(input.page, input.pageSize)),
};
