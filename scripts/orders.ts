import { die, parseFlags } from './lib/args';
import { runAdminCommand } from './lib/admin-client';

const USAGE = `用法 / usage: npm run orders -- refund <订单号 order number> [--reason 原因]
  给已到账的积分订单退款：先从余额扣回积分（记一条 purchase_refund 流水），再由支付平台原路退款。
  支付平台失败时订单保持“退款中”，再次运行同一命令即重试。服务器运行时经由服务器执行。`;

const { flags, rest } = parseFlags(process.argv.slice(2));
if (flags.help || flags.h) die(USAGE, 0);
const unknown = Object.keys(flags).filter((k) => k !== 'reason');
if (unknown.length > 0) die(`未知参数 / unknown argument: --${unknown.join(' --')}\n${USAGE}`, 2);
const [command, order, ...extra] = rest;
if (command !== 'refund' || !order || extra.length > 0) die(USAGE, 2);
const reason = typeof flags.reason === 'string' ? flags.reason : undefined;

try {
  const result = (await runAdminCommand('orders.refund', { order, reason })) as { order_no: string; credits: number; amount_fen: number };
  process.stdout.write(`${result.order_no} 已退款：¥${(result.amount_fen / 100).toFixed(2)}，扣回 ${result.credits} 积分\n`);
  process.exit(0);
} catch (error) {
  die(`退款失败：${(error as Error).message}`);
}
