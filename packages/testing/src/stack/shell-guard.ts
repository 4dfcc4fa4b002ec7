/**
 * A POSIX `sh` script that runs a program and kills it when the pipe on the script's standard input closes.
 *
 * Node holds the write end of that pipe for as long as it is alive, and the kernel closes it when Node dies
 * for any reason, including SIGKILL (which runs no JavaScript and leaves children running). So a child started
 * as `sh -c SHELL_GUARD <program> <args…>` never outlives the Node process that started it.
 *
 * How it works: the script keeps the pipe as file descriptor 3, starts a background watcher that blocks on
 * reading fd 3 (`cat`), then `exec`s the program, which therefore keeps the script's PID (so Node's
 * `child.pid`, `child.kill()` and `exit` event refer to the program itself). When the read returns (end of
 * file: Node closed the pipe or died), the watcher sends SIGTERM to that PID and, if the program is still
 * there five seconds later, SIGKILL. The watcher writes nothing to Node's pipes, and background jobs of a
 * non-interactive shell ignore SIGINT, so a Ctrl+C in a terminal does not kill the watcher early.
 *
 * Usage: `spawn('/bin/sh', ['-c', SHELL_GUARD, program, ...args], { stdio: ['pipe', …] })`, and close the
 * child's stdin (or die) to stop the program.
 */
export const SHELL_GUARD = [
  'exec 3<&0',
  '{',
  '  cat <&3 >/dev/null 2>&1',
  '  kill -TERM $$ 2>/dev/null || exit 0',
  '  i=0',
  '  while kill -0 $$ 2>/dev/null; do',
  '    i=$((i + 1))',
  '    if [ "$i" -gt 50 ]; then kill -KILL $$ 2>/dev/null; exit 0; fi',
  '    sleep 0.1',
  '  done',
  '} >/dev/null 2>&1 &',
  'exec "$0" "$@" 0</dev/null 3<&-',
].join('\n');
