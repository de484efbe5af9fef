import { runAction } from '../../src/cli/action.ts';
import { action } from '../../src/commands/deploy/action.ts';

void runAction(action);
