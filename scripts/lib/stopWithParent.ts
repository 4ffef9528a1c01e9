/**
 * Preloaded into every server that serverProcess.ts starts (`node --import`): standard input is a
 * pipe from the starting process, which closes when that process ends, also by SIGKILL or a crash.
 * The server then stops as on SIGTERM, so a test run that is cut short leaves no server behind.
 */
process.stdin.once('end', () => process.kill(process.pid, 'SIGTERM'));
process.stdin.on('error', () => process.kill(process.pid, 'SIGTERM'));
// Reading is what notices the end; the pipe alone keeps no process alive.
process.stdin.resume();
process.stdin.unref();
export {};
