import type { ConsoleShield } from '@guardians/shared/shields';

/** How a shield is earned, in the words an operator reads in the console. */
export function shieldRuleText({ rule, threshold }: Pick<ConsoleShield, 'rule' | 'threshold'>): string {
  switch (rule) {
    case 'guardian_holder':
      return 'Earned by holding a Guardian';
    case 'collector':
      return `Earned by holding ${threshold} or more items at once`;
    case 'x_linked':
      return 'Earned by linking an X account';
    case 'discord_linked':
      return 'Earned by linking a Discord account';
    case 'early_supporter':
      return `Earned by the first ${threshold.toLocaleString('en-US')} accounts to join`;
    case null:
      return 'No rule: nobody earns it on their own';
  }
}
