/** The back office's roomBoard messages (`app.roomBoard.*`). */
export const enRoomBoard = {
  roomBoard: {
    title: 'Room board',
  },
};
