import { startServer } from '../../server.js';
import { intArg, parse } from '../args.js';
import type { CliCommand } from '../types.js';

export const serveCommand: CliCommand = {
  name: 'serve',
  summary: 'Start the API server (migrations applied at start)',
  usage: 'idrisk serve [--host H] [--port P] [--json]',
  async run(argv, ctx) {
    const { values } = parse(argv, { host: { type: 'string' }, port: { type: 'string' } });
    const base = ctx.config();
    const config = {
      ...base,
      host: typeof values.host === 'string' ? values.host : base.host,
      port: values.port !== undefined ? intArg(values.port, '--port', 0, 65535) : base.port,
    };
    const running = await startServer(config);
    const info = {
      url: running.url,
      database: config.database.kind === 'sqlite' ? config.database.url : 'postgres',
      docs: `${running.url}/docs`,
      demo: running.demo
        ? { account_id: running.demo.accountId, live_key: running.demo.live.secret, sandbox_key: running.demo.sandbox.secret }
        : null,
    };
    if (values.json) ctx.io.err(JSON.stringify(info));
    else {
      const lines = [`idrisk listening on ${info.url} (database ${info.database})`, `API reference: ${info.docs}`];
      if (info.demo) {
        lines.push(
          '',
          `Created demo account ${info.demo.account_id} with 10000 credits. Keys (shown once, store them now):`,
          `  live:    ${info.demo.live_key}`,
          `  sandbox: ${info.demo.sandbox_key}`,
          '',
          'Try:',
          `  curl -s ${info.url}/1.0/phone -H 'content-type: application/json' -H 'x-api-key: ${info.demo.sandbox_key}' \\`,
          `    -d '{"customer_id":"demo-1","claims":["phone"],"phone_number":"+447700900123"}'`,
        );
      }
      ctx.io.err(lines.join('\n'));
    }
    await new Promise<void>((resolve) => {
      const stop = () => {
        process.off('SIGINT', stop);
        process.off('SIGTERM', stop);
        void running.close().then(resolve, resolve);
      };
      process.on('SIGINT', stop);
      process.on('SIGTERM', stop);
    });
    return 0;
  },
};
