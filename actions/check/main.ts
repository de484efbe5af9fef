import { runAction } from '../../src/cli/action.ts';
import { action } from '../../src/commands/check/action.ts';

void runAction(action);
