// Types of build-if-needed.mjs, which npm start runs with plain node (no TypeScript).
export interface Build {
  output: string;
  inputs: string[];
  script: string;
}
export const BUILDS: Record<'admin' | 'api', Build>;
export function stale(root: string, wanted?: string[]): string[];
