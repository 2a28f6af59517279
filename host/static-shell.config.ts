import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHELL_SCRIPT } from 'shared/shell';
import { activeLinkStyle, shellRules, staticShellMarkup } from './src/app/static-shell/static-shell';

const REPO_ROOT = join(__dirname, '..');

/** The stylesheets whose rules the served shell needs before any script: the theme's colours and atoms, the shell's own. */
const SHELL_STYLESHEETS = ['shared/kernel/src/ui/ui.css', 'host/src/app/app.css', 'host/src/app/static-shell/static-shell.css'] as const;

/** Comments and runs of white space out: the rules stay as written. */
function compactCss(css: string): string {
  return css
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,>])\s*/g, '$1')
    .trim();
}

/**
 * The host page's template parameters for the shell in the served HTML (rule PRF-2), which the build
 * (`createAppConfig`) reads from this file as it reads `module-federation.config.ts`: its CSS, the
 * inline script's rules (JSON, `<` escaped so nothing in it can close the element), the script itself
 * (allowed by its hash in the host's Content-Security-Policy) and the markup.
 */
export function staticShellPage(): Record<'shellStyle' | 'shellRules' | 'shellScript' | 'shellMarkup', string> {
  const css = SHELL_STYLESHEETS.map((file) => readFileSync(join(REPO_ROOT, file), 'utf8')).join('\n') + activeLinkStyle();
  return {
    shellStyle: compactCss(css),
    shellRules: JSON.stringify(shellRules()).replace(/</g, '\\u003c'),
    shellScript: SHELL_SCRIPT,
    shellMarkup: staticShellMarkup(),
  };
}
