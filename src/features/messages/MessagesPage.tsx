import { Link } from 'react-router';
import { href } from '../../routing/href';
import { dashboardText as t } from '../../text/dashboard';

/** '/messages': the spec has it as a link only; the messages themselves live in the phone app. */
export default function MessagesPage() {
  return (
    <section className="card">
      <p>{t.messagesIntro}</p>
      <Link to={href('/app')}>{t.messagesBack}</Link>
    </section>
  );
}
