// The smoke suite against the local engine: the referee and the failure fixtures (the hostile ones, the action and
// the runner's Node run against the second engine, second-engine.test.ts).
import { smokeSuite } from './smoke-suite.ts';

smokeSuite({});
