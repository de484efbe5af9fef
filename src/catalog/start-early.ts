// Imported first by the commands that read a whole catalog (the check and compile scripts, the check action), so
// that the reading thread starts while the rest of their code loads. Unused (a small catalog is read on one thread),
// it costs its start on the other core, and does not keep the process alive.
import { startReadingThreadEarly } from './folder-reader.ts';

startReadingThreadEarly();
