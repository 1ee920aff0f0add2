import type { Page } from '../../contract/envelope';
import type { CreateOrderInput, Order, PaymentMethods } from '../../contract/orders';
import { hasText, isObject, isPage } from './accept';
import { apiRequest } from './client';

/** Which payment methods the server has keys for; none = buying is not open. */
export const fetchPaymentMethods = () => apiRequest<PaymentMethods>('/credits/payment-methods', { accept: isObject });

/** A pending order for a package and the way to pay it (QR code content or the provider's page). */
export const createOrder = (input: CreateOrderInput) =>
  apiRequest<Order>('/credits/orders', { method: 'POST', body: input, accept: hasText('id') });

export const fetchOrder = (id: string) => apiRequest<Order>(`/credits/orders/${encodeURIComponent(id)}`, { accept: hasText('id') });

export const cancelOrder = (id: string) =>
  apiRequest<Order>(`/credits/orders/${encodeURIComponent(id)}/cancel`, { method: 'POST', accept: hasText('id') });

export const fetchOrders = (page = 1, pageSize = 10) =>
  apiRequest<Page<Order>>('/credits/orders', { query: { page, page_size: pageSize }, accept: isPage });
