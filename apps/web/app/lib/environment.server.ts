/**
 * The Worker runs as production unless ENVIRONMENT says `development` or `test`: a deploy
 * that forgets to set it gets the safe behaviour (no dev tools, a real session secret needed).
 */
const DEVELOPMENT_ENVIRONMENTS = new Set(["development", "test"]);

export function isProduction(env: { ENVIRONMENT?: string }): boolean {
  return !DEVELOPMENT_ENVIRONMENTS.has(env.ENVIRONMENT ?? "");
}
