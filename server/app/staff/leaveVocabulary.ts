/** The words of staff leave, shared by the server and the back office (no server code here). */

/** The kinds of leave a Malaysian employer grants (Employment Act 1955), plus unpaid leave. */
export const LEAVE_TYPES = ['annual', 'medical', 'emergency', 'compassionate', 'maternity', 'paternity', 'unpaid'] as const;
export type LeaveType = (typeof LEAVE_TYPES)[number];
export const LEAVE_STATUSES = ['pending', 'approved', 'rejected', 'cancelled'] as const;
export type LeaveStatus = (typeof LEAVE_STATUSES)[number];

/** A request as the lists show it: who, their department, the days and the decision. */
export interface LeaveRecord {
  id: string;
  userId: string;
  userName: string;
  userEmail: string;
  departmentId: string | null;
  departmentName: string | null;
  type: LeaveType;
  fromDate: string;
  toDate: string;
  /** Calendar days, both ends included. */
  days: number;
  reason: string | null;
  status: LeaveStatus;
  decisionNote: string | null;
  decidedAt: string | null;
  decidedByName: string | null;
  createdAt: string;
}
