/**
 * A prepared statement per shape of a query (which filters it has), made the first time that shape
 * is asked for and kept by its name: a list's page costs the server no SQL building after that, and
 * the database its plan once per connection.
 */
export function preparedOnFirstUse<Statement>(
  statements: Map<string, Statement>,
  name: string,
  prepare: (name: string) => Statement,
): Statement {
  let statement = statements.get(name);
  if (!statement) {
    statement = prepare(name);
    statements.set(name, statement);
  }
  return statement;
}
