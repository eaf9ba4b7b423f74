// Worker threads do not inherit this process's TypeScript loader: register tsx here, then load the worker.
import { register } from 'tsx/esm/api';

register();
await import('./embedded-worker.ts');
