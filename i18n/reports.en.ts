/** The back office's reports messages (`app.reports.*`). */
export const enReports = {
  reports: {
    title: 'Reports',
  },
};
