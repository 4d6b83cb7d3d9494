import { checkStaffName } from '@piiq/domain/salon-settings';
import { useState, type ChangeEvent } from 'react';
import type { StaffMember } from '../../lib/api/staff.ts';

/**
 * A team member's name being typed (to add or to rename): the domain's check against the team the
 * browser has, and the message beside the field until the name changes again.
 */
export function useStaffNameInput(initial: string, knownStaff: readonly StaffMember[], exceptId?: string) {
  const [name, setName] = useState(initial);
  const [problem, setProblem] = useState<string | null>(null);
  return {
    problem,
    showProblem: setProblem,
    clear: () => setName(''),
    inputProps: {
      name: 'staffName',
      value: name,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        setName(event.target.value);
        setProblem(null);
      },
      error: Boolean(problem),
      autoComplete: 'off',
    },
    /** The name to send, or null once the reason it cannot be sent is shown. */
    checked: (): string | null => {
      const check = checkStaffName(name, knownStaff, exceptId);
      setProblem(check.ok ? null : check.message);
      return check.ok ? check.name : null;
    },
  };
}
