import { loadConfig } from './config';
import { startServer } from './server';

await startServer(loadConfig());
