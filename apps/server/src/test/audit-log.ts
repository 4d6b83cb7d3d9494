/** The provider's audit log of one action, or of its family ("lead" for every "lead.*"), newest first. */
export const AUDIT_LOG = /* GraphQL */ `
  query Audit($action: String) {
    auditLog(action: $action) {
      items {
        actorEmail
        action
        subjectId
        before
        after
      }
    }
  }
`;

export interface AuditLogAnswer {
  auditLog: {
    items: Array<{
      actorEmail: string;
      action: string;
      subjectId: string;
      before: string | null;
      after: string | null;
    }>;
  };
}
