// Worker thread bootstrap: TypeScript sources run through tsx here as in the main thread.
import { register } from 'tsx/esm/api';

register();
await import('./document-worker.ts');
