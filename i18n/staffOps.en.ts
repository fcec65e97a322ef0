/** The back office's staffOps messages (`app.staffOps.*`). */
export const enStaffOps = {
  staffOps: {
    title: 'Staff',
  },
};
