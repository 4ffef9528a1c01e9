import type { DeskAccountPerson } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { teamText } from '../../text/team';
import { DeskTable } from '../ui/DeskTable';

/** The people of the customer's account with their roles (what they may do in the portal). */
export function AccountPeople({ people }: { people: DeskAccountPerson[] }) {
  const c = t.customer.people;
  return (
    <DeskTable caption={t.customer.peopleCaption(people.length)} columns={[c.name, c.email, c.role, c.twoStep]}>
      {people.map((person) => (
        <tr key={person.email}>
          <td>
            {person.fullName}
            {person.accountHolder ? ` (${c.holder})` : ''}
          </td>
          <td>{person.email}</td>
          <td>{teamText.roles[person.role]}</td>
          <td>{person.twoStep ? t.queue.yes : t.queue.no}</td>
        </tr>
      ))}
    </DeskTable>
  );
}
