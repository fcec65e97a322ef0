/** The back office's frontDesk messages (`app.frontDesk.*`). */
export const enFrontDesk = {
  frontDesk: {
    title: 'Front desk',
  },
};
