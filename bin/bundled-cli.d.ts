// Types of bundled-cli.js (plain JavaScript, so that it runs before tsx is registered).
import type { Answer } from '../src/cli/main.ts';

export declare const defaultBundle: string;
export declare function inputsFile(bundle: string): string;
export declare function isFresh(bundle: string): boolean;
export declare function answerFromBundle(argv: string[], bundle?: string): Promise<Answer | undefined>;
