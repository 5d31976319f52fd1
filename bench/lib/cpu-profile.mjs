// Preloaded into a server process (NODE_OPTIONS=--import=<this file>) to write a V8 CPU
// profile of its whole life to $BENCH_PROF_OUT when it exits: Node refuses --cpu-prof in
// NODE_OPTIONS, and the bench starts servers only through their environment.
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';

const session = new Session();
session.connect();
session.post('Profiler.enable');
session.post('Profiler.start');
process.on('exit', () => {
  // An in-thread session answers synchronously, so the profile is written before exit.
  session.post('Profiler.stop', (error, result) => {
    if (!error) {
      const file = `${process.env.BENCH_PROF_OUT}/server-${process.pid}.cpuprofile`;
      writeFileSync(file, JSON.stringify(result.profile));
    }
  });
});
