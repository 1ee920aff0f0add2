import { die, parseFlags } from './lib/args';
import { runAdminCommand } from './lib/admin-client';

const USAGE = `用法 / usage: npm run credits -- grant <username> <amount> [--note 备注]
  给用户增加积分（记一条 admin_grant 流水）。服务器运行时经由服务器执行，否则直接写入数据库。`;

const { flags, rest } = parseFlags(process.argv.slice(2));
if (flags.help || flags.h) die(USAGE, 0);
const unknown = Object.keys(flags).filter((k) => k !== 'note');
if (unknown.length > 0) die(`未知参数 / unknown argument: --${unknown.join(' --')}\n${USAGE}`, 2);
const [command, username, amountText, ...extra] = rest;
if (command !== 'grant' || !username || amountText === undefined || extra.length > 0) die(USAGE, 2);
const amount = Number(amountText);
if (!Number.isInteger(amount) || amount <= 0) die('积分数量必须是正整数 / amount must be a positive integer', 2);
const note = typeof flags.note === 'string' ? flags.note : undefined;

try {
  const result = (await runAdminCommand('credits.grant', { username, amount, note })) as {
    username: string;
    amount: number;
    balance: number;
  };
  process.stdout.write(`${result.username} +${result.amount}，当前余额 ${result.balance}\n`);
  process.exit(0);
} catch (error) {
  die(`发放积分失败：${(error as Error).message}`);
}
