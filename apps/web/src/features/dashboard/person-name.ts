/** «مریم احمدی», as the other side's name reads on a dashboard row. */
export const personName = (person: { first_name: string; last_name: string }): string =>
  `${person.first_name} ${person.last_name}`.trim();
