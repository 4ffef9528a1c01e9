import { spawn } from 'node:child_process';
import path from 'node:path';

/** The text of a PDF, extracted with pdf.js (pdf-parse) in a child Node process. */
export function pdfText(pdf: Uint8Array): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(__dirname, 'extractPdfText.mjs')], {
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else reject(new Error(`pdf text extraction failed: ${Buffer.concat(err).toString('utf8')}`));
    });
    child.stdin.end(Buffer.from(pdf));
  });
}
