import { die, parseFlags } from './lib/args';
import { runAdminCommand } from './lib/admin-client';

const USAGE = `用法 / usage: npm run -s invite -- [--count N] [--expires-days D]
  生成 N 个邀请码（默认 1），每行一个输出到 stdout；可选 D 天后过期。
  服务器运行时经由服务器生成，否则直接写入数据库。
  （-s 让 npm 不在 stdout 打印它自己的命令行标题。）`;

const { flags, rest } = parseFlags(process.argv.slice(2));
if (flags.help || flags.h) die(USAGE, 0);
const unknown = [...Object.keys(flags).filter((k) => !['count', 'expires-days'].includes(k)), ...rest];
if (unknown.length > 0) die(`未知参数 / unknown argument: ${unknown.join(' ')}\n${USAGE}`, 2);

const count = flags.count === undefined ? 1 : Number(flags.count);
if (!Number.isInteger(count) || count < 1 || count > 1000) die('--count 必须是 1 到 1000 的整数', 2);
const expiresDays = flags['expires-days'] === undefined ? undefined : Number(flags['expires-days']);
if (expiresDays !== undefined && !(Number.isFinite(expiresDays) && expiresDays > 0)) die('--expires-days 必须是正数', 2);

try {
  const result = (await runAdminCommand('invite.create', { count, expires_days: expiresDays })) as {
    codes: string[];
    expires_at: string | null;
  };
  process.stdout.write(result.codes.map((code) => `${code}\n`).join(''));
  process.stderr.write(`已生成 ${result.codes.length} 个邀请码${result.expires_at ? `，有效期至 ${result.expires_at}` : '（不过期）'}\n`);
  process.exit(0);
} catch (error) {
  die(`生成邀请码失败：${(error as Error).message}`);
}
