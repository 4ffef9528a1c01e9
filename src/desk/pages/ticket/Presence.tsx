import { useEffect, useState } from 'react';
import { deskWorkflowText as w } from '../../../text/deskWorkflow';
import { usePresenceMutation } from '../../api/workflowApi';
import '../../workflow.css';

/** How often an open ticket reports itself (the server forgets a report after 45 seconds). */
export const PRESENCE_INTERVAL_MS = 15_000;

/**
 * Reports that this desk has the ticket open, every 15 seconds while it is shown, and says who else
 * has it open ('Ook geopend door …'). When the conversation has a newer entry than the one shown, the
 * ticket is read again, so a colleague's answer shows before one's own is sent.
 */
export function Presence({
  ticketId,
  latestEntryId,
  refetch,
}: {
  ticketId: number;
  latestEntryId: number;
  refetch: () => void;
}) {
  const [report] = usePresenceMutation();
  const [others, setOthers] = useState<readonly string[]>([]);
  const [newest, setNewest] = useState(latestEntryId);
  useEffect(() => {
    let stopped = false;
    const tell = async () => {
      const result = await report(ticketId);
      if (stopped || !result.data) return;
      setOthers(result.data.others);
      setNewest(result.data.latestEntryId);
    };
    void tell();
    const timer = setInterval(() => void tell(), PRESENCE_INTERVAL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [report, ticketId]);
  useEffect(() => {
    if (newest > latestEntryId) refetch();
  }, [newest, latestEntryId, refetch]);
  return (
    <div role="status" aria-live="polite">
      {others.length > 0 ? <p className="desk-presence">{w.presence(others)}</p> : null}
    </div>
  );
}
