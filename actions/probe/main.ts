import { runAction } from '../../src/cli/action.ts';
import { action } from '../../src/commands/probe-remote/action.ts';

void runAction(action);
