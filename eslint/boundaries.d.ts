import type { Rule } from 'eslint';

declare const plugin: { rules: { boundaries: Rule.RuleModule } };
export default plugin;
