import { benchReport } from './scripts/bench/benchReport';
await benchReport('postgres', process.env.DATABASE_URL);
