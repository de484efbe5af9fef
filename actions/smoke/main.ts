import { runAction } from '../../src/cli/action.ts';
import { action } from '../../src/commands/smoke/action.ts';

void runAction(action);
