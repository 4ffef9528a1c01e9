/** The newest code the demo outbox holds for `to` that switches two-step verification by e-mail on. */
export async function mailedSetupCode(serverUrl: string, to: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/dev/outbox`);
  const { messages } = (await response.json()) as { messages: Array<{ to: string; body: string }> };
  const code = /aan te zetten is: (\d{6})/.exec(messages.find((m) => m.to === to)?.body ?? '')?.[1];
  if (!code) throw new Error(`no set-up code mailed to ${to}`);
  return code;
}
