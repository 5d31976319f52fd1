import { readFileSync } from 'node:fs';

/**
 * CPU time (user + system, ms) a set of local processes has used so far, from /proc: what
 * a bench divides by its work to get a cost per request that another load on the machine
 * barely moves (wall-clock throughput on a shared 2-core machine does). Null off Linux or
 * when a process is gone.
 */
export function cpuMsOf(pids: readonly number[]): number | null {
  let ticks = 0;
  for (const pid of pids) {
    let stat: string;
    try {
      stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    } catch {
      return null;
    }
    // Fields after the command name (which may hold spaces) start at its closing paren.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  // USER_HZ is 100 on every Linux this runs on.
  return ticks * 10;
}
