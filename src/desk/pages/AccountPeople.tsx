import type { DeskAccountPerson } from '../../api/deskContract';
import { deskText as t } from '../../text/desk';
import { teamText } from '../../text/team';

/** The people of the customer's account with their roles (what they may do in the portal). */
export function AccountPeople({ people }: { people: DeskAccountPerson[] }) {
  return (
    <table className="desk-table">
      <caption>{t.customer.peopleCaption(people.length)}</caption>
      <thead>
        <tr>
          <th scope="col">{t.customer.people.name}</th>
          <th scope="col">{t.customer.people.email}</th>
          <th scope="col">{t.customer.people.role}</th>
          <th scope="col">{t.customer.people.twoStep}</th>
        </tr>
      </thead>
      <tbody>
        {people.map((person) => (
          <tr key={person.email}>
            <td>
              {person.fullName}
              {person.accountHolder ? ` (${t.customer.people.holder})` : ''}
            </td>
            <td>{person.email}</td>
            <td>{teamText.roles[person.role]}</td>
            <td>{person.twoStep ? t.queue.yes : t.queue.no}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
