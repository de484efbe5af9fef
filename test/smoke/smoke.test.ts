// The smoke suite against the local engine (the hostile fixtures run against the second engine, second-engine.test.ts).
import { smokeSuite } from './smoke-suite.ts';

smokeSuite({ hostile: false });
