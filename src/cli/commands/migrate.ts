import { openStore } from '../../store/db.js';
import { migrateToLatest } from '../../store/migrations/index.js';
import { parse } from '../args.js';
import type { CliCommand } from '../types.js';

export const migrateCommand: CliCommand = {
  name: 'migrate',
  summary: 'Apply database migrations',
  usage: 'idrisk migrate [--json]',
  async run(argv, ctx) {
    const { values } = parse(argv, {});
    const store = await openStore(ctx.config().database);
    try {
      const { applied } = await migrateToLatest(store.db);
      if (values.json) ctx.io.out(JSON.stringify({ applied }));
      else ctx.io.out(applied.length ? `applied ${applied.length} migration(s): ${applied.join(', ')}` : 'database is up to date');
      return 0;
    } finally {
      await store.close();
    }
  },
};
