import { runAction } from '../../src/cli/action.ts';
import { action } from '../../src/commands/propose-updates/action.ts';

void runAction(action);
