import { startFakeAlipay } from '../support/fake-payments/alipay';
import { startFakeWechatPay } from '../support/fake-payments/wechatpay';
import { test as base, expect } from './fixtures';
import { type Account, registerViaApi, signInWithStorage } from './support/accounts';
import { screenAuditor } from './support/checks';

/*
 * Buying credits end to end: the real server is configured with loopback Alipay and WeChat Pay
 * servers (keys made here); the page creates each order, shows its QR code, and when the "phone"
 * pays, the provider's signed notification reaches the server and the balance rises once.
 */
type Fakes = { alipay: Awaited<ReturnType<typeof startFakeAlipay>>; wechat: Awaited<ReturnType<typeof startFakeWechatPay>> };

const test = base.extend<object, { fakes: Fakes }>({
  fakes: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixture's dependencies from this pattern.
    async ({}, use) => {
      const [alipay, wechat] = await Promise.all([startFakeAlipay(), startFakeWechatPay()]);
      await use({ alipay, wechat });
      await Promise.all([alipay.close(), wechat.close()]);
    },
    { scope: 'worker' },
  ],
  serverEnv: [async ({ fakes }, use) => use({ ...fakes.alipay.env, ...fakes.wechat.env }), { scope: 'worker' }],
});

const balance = async (page: import('@playwright/test').Page) => Number(await page.getByTestId('credit-balance').textContent());

async function purchases(request: import('@playwright/test').APIRequestContext, account: Account) {
  const res = await request.get('/api/v1/credits/ledger', { headers: { authorization: `Bearer ${account.access_token}` } });
  const items = (await res.json()).data.items as { reason: string; delta: number }[];
  return items.filter((i) => i.reason === 'purchase').map((i) => i.delta);
}

test('buy a package with Alipay and with WeChat Pay: QR code, paid on the phone, balance up once each', async ({
  page,
  request,
  server,
  fakes,
}) => {
  fakes.alipay.notifyOrigin = server.baseURL;
  fakes.wechat.notifyOrigin = server.baseURL;
  const account = await registerViaApi(request, await server.makeInvite(), 'buyer');
  await signInWithStorage(page, account, '/credits');
  const start = await balance(page);

  // Alipay: 200 credits for ¥18.00.
  const standard = page.getByRole('region', { name: /200/ });
  await standard.getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '支付宝' }).click();
  const panel = page.getByTestId('order-panel');
  await expect(panel.getByTestId('order-state')).toHaveText('待支付');
  await expect(panel.getByRole('img', { name: '支付宝付款二维码，金额 ¥18.00' })).toBeVisible();
  await expect(panel).toContainText('请使用手机支付宝扫码支付');
  const alipayOrder = (await panel.getByTestId('order-no').textContent()) ?? '';
  expect(fakes.alipay.trades.get(alipayOrder)?.amountFen).toBe(1800);

  // The phone pays; Alipay notifies the server; the page follows.
  await fakes.alipay.pay(alipayOrder);
  await expect(panel.getByTestId('order-state')).toHaveText('已到账');
  await expect(panel).toContainText('200 积分已到账');
  await expect(page.getByTestId('credit-balance')).toHaveText(String(start + 200));
  // A replayed notification changes nothing.
  await fakes.alipay.deliver(fakes.alipay.notification(alipayOrder));
  await panel.getByRole('button', { name: '完成' }).click();

  // WeChat Pay, 500 credits for ¥40.00; leaving the page and coming back keeps the order.
  await page.getByRole('region', { name: /500/ }).getByRole('button', { name: '立即购买' }).click();
  await page.getByRole('button', { name: '微信支付' }).click();
  await expect(panel.getByRole('img', { name: '微信支付付款二维码，金额 ¥40.00' })).toBeVisible();
  const wechatOrder = (await panel.getByTestId('order-no').textContent()) ?? '';
  await page.goto('/');
  await page.goto('/credits');
  await expect(panel.getByTestId('order-no')).toHaveText(wechatOrder);
  await expect(panel.getByTestId('order-state')).toHaveText('待支付');

  // Checked while the QR code shows: phone widths and both themes.
  const audit = screenAuditor(page, ['light', 'dark']);
  for (const width of [390, 320]) {
    await page.setViewportSize({ width, height: 800 });
    await audit(`/credits paying, ${width} px`);
  }
  await page.setViewportSize({ width: 1280, height: 800 });

  await fakes.wechat.pay(wechatOrder);
  await expect(panel.getByTestId('order-state')).toHaveText('已到账');
  await expect(page.getByTestId('credit-balance')).toHaveText(String(start + 700));
  await fakes.wechat.deliver(fakes.wechat.notification(wechatOrder));

  // The history lists both, with their receipts; the ledger has one purchase row each.
  const history = page.getByTestId('order-history');
  await expect(history.getByRole('listitem')).toHaveCount(2);
  await expect(history.getByText('已到账')).toHaveCount(2);
  await history.getByRole('listitem').first().getByRole('button', { name: '查看回执' }).click();
  const receipt = page.getByTestId('receipt');
  await expect(receipt).toContainText(wechatOrder);
  await expect(receipt).toContainText('¥40.00');
  await expect(receipt).toContainText(fakes.wechat.trades.get(wechatOrder)?.tradeId ?? 'missing');
  await page.reload();
  await expect(page.getByTestId('credit-balance')).toHaveText(String(start + 700));
  expect(await purchases(request, account)).toEqual([500, 200]);
});
