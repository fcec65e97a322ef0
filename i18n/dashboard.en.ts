/** The back office's dashboard messages (`app.staffDashboard.*`). */
export const enDashboard = {
  staffDashboard: {
    title: 'Dashboard',
  },
};
